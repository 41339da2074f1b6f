import Bell from 'lucide/dist/esm/icons/bell.mjs';
import Send from 'lucide/dist/esm/icons/send.mjs';
import type { IconNode } from 'lucide';
import { useId, useState } from 'react';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { dayWords } from '../../../lib/words/near-days.ts';
import { useSettings } from '../../../lib/settings.ts';
import { browserTimeZone } from '../../../lib/infra/time-zone.ts';
import { showToast } from '../../../lib/infra/toasts.tsx';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { Icon } from '../../../lib/ui/icon.tsx';
import { useLinkedDevices, useRemovePushDevice, useUnlinkTelegram } from '../api/devices.ts';

interface DeviceRowProps {
  icon: IconNode;
  name: string;
  /** When it was linked and last used, in words: each part kept on one line, so a phone wraps between them. */
  details: string[];
  /** "Unlink" or "Remove". */
  action: string;
  /** Asked before the action: what ending it does, said plainly. */
  question: string;
  busy: boolean;
  onConfirm(): void;
}

/** One way in: its name and dates, and its button, which asks once before it acts. */
function DeviceRow({ icon, name, details, action, question, busy, onConfirm }: DeviceRowProps) {
  const [asking, setAsking] = useState(false);
  const nameId = useId();
  return (
    <li className="device-row" aria-labelledby={nameId}>
      <Icon node={icon} size="1.25em" className="device-icon" />
      <div className="device-words">
        <p id={nameId} className="device-name">
          {name}
        </p>
        <p className="muted device-details">
          {details.map((part, index) => (
            <span key={part}>
              {index > 0 && ' '}
              <span className="device-detail">{index < details.length - 1 ? `${part} ·` : part}</span>
            </span>
          ))}
        </p>
      </div>
      {asking ? (
        <div className="device-confirm" role="group" aria-label={question}>
          <p>{question}</p>
          <div className="btn-row">
            <button type="button" className="btn btn-small btn-danger" onClick={onConfirm} disabled={busy} autoFocus>
              {busy ? 'Working...' : `Yes, ${action.toLowerCase()}`}
            </button>
            <button type="button" className="btn btn-small btn-quiet" onClick={() => setAsking(false)} disabled={busy}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn-small btn-secondary" onClick={() => setAsking(true)} aria-describedby={nameId}>
          {action}
        </button>
      )}
    </li>
  );
}

/**
 * Every way into the account that outlives a session, for its owner to end: the linked Telegram
 * chat (Unlink) and each device that gets notifications (Remove). Each can be set up again.
 */
export function LinkedDevicesPanel() {
  const settings = useSettings();
  const devices = useLinkedDevices(settings.data?.telegram_linked);
  const unlink = useUnlinkTelegram();
  const remove = useRemovePushDevice();
  const zone = settings.data?.configured ? settings.data.timezone : browserTimeZone();
  const today = dayIn(new Date(), zone);
  const day = (iso: string) => dayWords(dayIn(new Date(iso), zone), today);
  const failure = unlink.error ?? remove.error;

  let list;
  if (devices.isPending) list = <p className="muted" role="status">Loading your linked chat and devices...</p>;
  else if (devices.isError) list = <FormError>{devices.error.message}</FormError>;
  else if (!devices.data.telegram && devices.data.push.length === 0) {
    list = <p className="muted">No chat or device is linked, so your check-ins show here in the app.</p>;
  } else {
    const { telegram, push } = devices.data;
    list = (
      <ul className="device-list">
        {telegram && (
          <DeviceRow
            icon={Send}
            name={telegram.name ? `Telegram: ${telegram.name}` : 'Telegram chat'}
            details={[telegram.linked_at ? `Linked ${day(telegram.linked_at)}` : 'Linked']}
            action="Unlink"
            question="Unlink this chat? Check-ins stop going to it. You can link a chat again at any time."
            busy={unlink.isPending}
            onConfirm={() => unlink.mutate(undefined, { onSuccess: () => showToast('success', 'Telegram chat unlinked.') })}
          />
        )}
        {push.map((device) => (
          <DeviceRow
            key={device.id}
            icon={Bell}
            name={device.name}
            details={[`Added ${day(device.added_at)}`, device.last_used_at ? `last notified ${day(device.last_used_at)}` : 'not notified yet']}
            action="Remove"
            question="Remove this device? It stops getting notifications. You can turn them on there again at any time."
            busy={remove.isPending && remove.variables === device.id}
            onConfirm={() => remove.mutate(device.id, { onSuccess: () => showToast('success', `${device.name} removed.`) })}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="account-part">
      <h3>Linked chat and devices</h3>
      <p className="muted">
        Each of these gets your check-ins. Remove any you no longer use or do not recognise.
      </p>
      {list}
      {failure && <FormError>{failure.message}</FormError>}
    </div>
  );
}
