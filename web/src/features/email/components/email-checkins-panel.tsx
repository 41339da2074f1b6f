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

function ConfirmAddress({ email, send }: { email: string; send: ReturnType<typeof useSendConfirmation> }) {
  if (send.isSuccess) return <FormSuccess>Sent. Open the link in the email to {email} to confirm it; it works for 24 hours.</FormSuccess>;
  return (
    <div className="email-confirm">
      <p>Confirm {email} first, so check-ins by email reach you and not someone else.</p>
      {send.isError && <FormError>{send.error.message}</FormError>}
      <button className="btn btn-secondary" type="button" onClick={() => send.mutate()} disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send confirmation email'}
      </button>
    </div>
  );
}

/** Profile → check-ins by email: confirming the address, and which check-ins come by email. */
export function EmailCheckinsPanel() {
  const { data: user } = useCurrentUser();
  const settings = useSettings();
  const save = useSaveEmailCheckins();
  const send = useSendConfirmation();
  const unconfirmed = user !== undefined && user !== null && !user.email_confirmed;

  function toggle(kind: keyof EmailCheckins, on: boolean) {
    if (!settings.data) return;
    save.mutate(withEmail(settings.data, { ...settings.data.email, [kind]: on }));
  }

  return (
    <section className="card email-panel" aria-labelledby="email-panel-heading">
      <h2 id="email-panel-heading">Check-ins by email</h2>
      {user && !user.email_confirmed ? <ConfirmAddress email={user.email} send={send} /> : user && <p className="muted">Sent to {user.email}.</p>}
      {settings.isPending && <p className="muted" role="status">Loading your email settings...</p>}
      {settings.isError && <FormError>{settings.error.message}</FormError>}
      {settings.data && (
        // Until the address is confirmed nothing can be sent, so a tick would promise what never comes.
        <fieldset className="email-kinds" disabled={save.isPending || unconfirmed} aria-describedby={unconfirmed ? WAIT_ID : undefined}>
          <legend className="sr-only">Which check-ins come by email</legend>
          {unconfirmed && (
            <p id={WAIT_ID} className="muted email-wait">
              {send.isSuccess
                ? 'You can choose these once you open the link in that email.'
                : 'You can choose these once your address is confirmed: press Send confirmation email above.'}
            </p>
          )}
          {KINDS.map(({ kind, label }) => (
            <label key={kind} className="email-kind">
              <input type="checkbox" checked={settings.data.email[kind]} onChange={(event) => toggle(kind, event.target.checked)} />
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
