import { Link, useSearchParams } from 'react-router';
import { FormError, FormSuccess } from '../../../lib/ui/form-message.tsx';
import { useUnsubscribe } from '../api/email.ts';
import './email.css';

const TURNED_OFF = { daily: 'Daily check-in emails are off.', weekly: 'Weekly review emails are off.' } as const;

/**
 * Where an email's "Stop ..." link lands. It asks before it turns anything off, since mail
 * scanners open links; mail apps use the one-click POST of the List-Unsubscribe header instead.
 */
export function UnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useUnsubscribe();

  return (
    <section className="container page email-page">
      <title>Stop check-in emails · Cakewalk</title>
      <div className="card email-card">
        <h1>Stop these emails?</h1>
        {unsubscribe.isSuccess ? (
          <FormSuccess>{TURNED_OFF[unsubscribe.data.kind]} You can turn them on again on your profile, and your check-ins still show in the app.</FormSuccess>
        ) : (
          <>
            <p className="muted">Your check-ins keep showing in the app; only these emails stop.</p>
            {!token && <FormError>This link is missing its code. Open the link from the email again.</FormError>}
            {unsubscribe.isError && <FormError>{unsubscribe.error.message}</FormError>}
            <button className="btn" type="button" disabled={!token || unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
              {unsubscribe.isPending ? 'Turning off...' : 'Stop these emails'}
            </button>
          </>
        )}
        <p className="email-back">
          <Link to="/profile">Go to your profile</Link>
        </p>
      </div>
    </section>
  );
}
