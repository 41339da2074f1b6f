import type { EmailCheckins } from '@cakewalk/shared/schemas/settings.ts';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { FormError, FormSuccess } from '../../../lib/ui/form-message.tsx';
import { useSaveEmailCheckins, useSendConfirmation, withEmail } from '../api/email.ts';
import { useSettings } from '../../../lib/settings.ts';
import './email.css';

const KINDS: readonly { kind: keyof EmailCheckins; label: string }[] = [
  { kind: 'daily', label: 'Daily check-in by email' },
  { kind: 'weekly', label: 'Weekly review by email' },
];

const WAIT_ID = 'email-kinds-wait';

/**
 * What to do before email check-ins can start: confirm the address. Says plainly whether the link
 * went out and to where (on a local run, the file the email was written to), with a way to send
 * it again.
 */
function ConfirmAddress({ email, send }: { email: string; send: ReturnType<typeof useSendConfirmation> }) {
  const sent = send.data;
  return (
    <div className="email-confirm">
      {sent ? (
        <FormSuccess>
          Confirm your email to turn these on: we sent a link to {email}. Open it within 24 hours.
        </FormSuccess>
      ) : (
        <p>Confirm your email to turn these on: we will send a link to {email}.</p>
      )}
      {sent?.local_copy && (
        <p className="muted">
          Cakewalk runs on this computer, so the email was written to a file instead: <code className="email-file">{sent.local_copy}</code>
        </p>
      )}
      {send.isError && <FormError>{send.error.message}</FormError>}
      <button className="btn btn-secondary" type="button" onClick={() => send.mutate()} aria-disabled={send.isPending || undefined}>
        {send.isPending ? 'Sending...' : sent ? 'Send the link again' : 'Send confirmation email'}
      </button>
    </div>
  );
}

/**
 * Profile → check-ins by email: confirming the address, and which check-ins come by email. They
 * can be chosen before the address is confirmed: the choice is kept, the first one sends the
 * link, and the emails start once the address is confirmed (the server sends none before).
 */
export function EmailCheckinsPanel() {
  const { data: user } = useCurrentUser();
  const settings = useSettings();
  const save = useSaveEmailCheckins();
  const send = useSendConfirmation();
  const unconfirmed = user !== undefined && user !== null && !user.email_confirmed;

  function toggle(kind: keyof EmailCheckins, on: boolean) {
    if (!settings.data || save.isPending) return;
    save.mutate(withEmail(settings.data, { ...settings.data.email, [kind]: on }));
    if (on && unconfirmed && send.isIdle) send.mutate();
  }

  return (
    <section className="card email-panel" aria-labelledby="email-panel-heading">
      <h2 id="email-panel-heading">Check-ins by email</h2>
      {user && !user.email_confirmed ? <ConfirmAddress email={user.email} send={send} /> : user && <p className="muted">Sent to {user.email}.</p>}
      {settings.isPending && <p className="muted" role="status">Loading your email settings...</p>}
      {settings.isError && <FormError>{settings.error.message}</FormError>}
      {settings.data && (
        <fieldset className="email-kinds" aria-describedby={unconfirmed ? WAIT_ID : undefined}>
          <legend className="sr-only">Which check-ins come by email</legend>
          {unconfirmed && (
            <p id={WAIT_ID} className="muted email-wait">
              What you tick here starts once your address is confirmed.
            </p>
          )}
          {KINDS.map(({ kind, label }) => (
            <label key={kind} className="email-kind">
              <input type="checkbox" checked={settings.data.email[kind]} aria-disabled={save.isPending || undefined} onChange={(event) => toggle(kind, event.target.checked)} />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      {save.isError && <FormError>{save.error.message}</FormError>}
      <p className="muted">Every email has a link to stop it in one click.</p>
    </section>
  );
}
