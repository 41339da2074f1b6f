import { useQueryClient } from '@tanstack/react-query';
import { count } from '@cakewalk/shared/text/counts.ts';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';
import { showToast } from '../../../lib/infra/toasts.tsx';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { useTestNotification } from '../api/push.ts';
import { isSubscribed, pushSupported, readableFailure, turnOff, turnOn } from '../model/device-push.ts';
import './notifications.css';
import { VibrationSwitch } from './vibration-switch.tsx';

type DeviceState = 'checking' | 'on' | 'off' | 'busy';

/**
 * Profile → notifications on this device. The switch is the only thing that asks the browser
 * for permission, on its click; loading the page asks nothing.
 */
export function NotificationsPanel() {
  const supported = pushSupported();
  const [state, setState] = useState<DeviceState>(supported ? 'checking' : 'off');
  const [error, setError] = useState<string>();
  const test = useTestNotification();
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id ?? '';

  useEffect(() => {
    if (!supported) return;
    let current = true;
    isSubscribed().then(
      (on) => current && setState(on ? 'on' : 'off'),
      () => current && setState('off'),
    );
    return () => {
      current = false;
    };
  }, [supported]);

  async function toggle() {
    const wasOn = state === 'on';
    setError(undefined);
    setState('busy');
    try {
      await (wasOn ? turnOff() : turnOn());
      setState(wasOn ? 'off' : 'on');
      void queryClient.invalidateQueries({ queryKey: queryKeys.devices(userId) });
      showToast('success', wasOn ? 'Notifications are off on this device.' : 'Notifications are on. Check-ins will reach this device.');
    } catch (failure) {
      setState(wasOn ? 'on' : 'off');
      setError(readableFailure(failure) ?? 'Could not change notifications on this device. Try again in a moment.');
    }
  }

  function sendTest() {
    test.mutate(undefined, { onSuccess: ({ sent }) => showToast('success', `Test notification sent to ${count(sent, 'device', 'devices')}.`) });
  }

  return (
    <section className="card notifications-panel" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">Notifications</h2>
      {supported ? (
        <>
          <p className="muted">Check-ins arrive as notifications, with Done and Not today right on them.</p>
          <button
            className="notifications-switch"
            type="button"
            role="switch"
            aria-checked={state === 'on'}
            disabled={state === 'checking' || state === 'busy'}
            onClick={() => void toggle()}
          >
            <span className="notifications-track" aria-hidden="true" />
            Notifications on this device
          </button>
          {error && <FormError>{error}</FormError>}
          {state === 'on' && (
            <button className="btn btn-secondary" type="button" onClick={sendTest} disabled={test.isPending}>
              {test.isPending ? 'Sending...' : 'Send a test notification'}
            </button>
          )}
          {test.isError && <FormError>{test.error.message}</FormError>}
        </>
      ) : (
        <p className="muted">This browser cannot show notifications from Cakewalk. On an iPhone, add Cakewalk to your Home Screen first.</p>
      )}
      <VibrationSwitch />
    </section>
  );
}
