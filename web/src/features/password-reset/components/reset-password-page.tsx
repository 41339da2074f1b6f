import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { showToast } from '../../../lib/infra/toasts.tsx';
import { NewPasswordField } from '../../../lib/ui/new-password-field.tsx';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { useResetPassword } from '../api/password-reset.ts';
import './password-reset.css';

/** The page a reset email links to: a new password, then signed in. */
export function ResetPasswordPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.mutate({ token, new_password: password }, {
      onSuccess: () => {
        showToast('success', 'Password changed. You are signed in, and other devices are signed out.');
        navigate('/today');
      },
    });
  }

  return (
    <section className="container page reset-page">
      <title>Choose a new password · Cakewalk</title>
      <div className="card reset-card">
        <h1>Choose a new password</h1>
        <form className="form" onSubmit={submit}>
          <NewPasswordField id="reset-new-password" value={password} onValueChange={setPassword} />
          {reset.isError && <FormError>{reset.error.message}</FormError>}
          <button className="btn" type="submit" disabled={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Save new password'}
          </button>
        </form>
        <p className="reset-back">
          <Link to="/reset-password">Ask for a new link</Link>
        </p>
      </div>
    </section>
  );
}
