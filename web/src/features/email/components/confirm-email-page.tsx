import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormError, FormSuccess } from '../../../lib/ui/form-message.tsx';
import { useConfirmEmail } from '../api/email.ts';
import './email.css';

/** The page a confirmation email links to: it confirms at once, since opening the link is the proof. */
export function ConfirmEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const confirm = useConfirmEmail();
  const asked = useRef(false);

  useEffect(() => {
    // Once, even when React runs effects twice in development.
    if (!token || asked.current) return;
    asked.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  return (
    <section className="container page email-page">
      <title>Confirm your email · Cakewalk</title>
      <div className="card email-card">
        <h1>Confirm your email</h1>
        {!token && <FormError>This link is missing its code. Open the link from the email again.</FormError>}
        {confirm.isPending && <p className="muted" role="status">Confirming...</p>}
        {confirm.isSuccess && <FormSuccess>Your email is confirmed. Check-ins by email can reach you now.</FormSuccess>}
        {confirm.isError && <FormError>{confirm.error.message}</FormError>}
        <p className="email-back">
          <Link to="/profile">Go to your profile</Link>
        </p>
      </div>
    </section>
  );
}
