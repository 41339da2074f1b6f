import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showToast } from '../../../lib/toasts.tsx';
import { NewPasswordField } from '../../../lib/ui/new-password-field.tsx';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { useResetPassword } from '../api/password-reset.ts';
import './password-reset.css';

/** The page a reset email links to: a new password, then signed in. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.mutate({ token, new_password: password }, {
      onSuccess: () => {
        showToast('success', 'Password changed. You are signed in, and other devices are signed out.');
        navigate('/dashboard');
      },
    });
  }

  return (
    <section className="container page reset-page">
      <title>Choose a new password · Cakewalk</title>
      <div className="card reset-card">
        <h1>Choose a new password</h1>
        {token ? (
          <form className="form" onSubmit={submit}>
            <NewPasswordField id="reset-new-password" value={password} onValueChange={setPassword} />
            {reset.isError && <FormError>{reset.error.message}</FormError>}
            <button className="btn" type="submit" disabled={reset.isPending}>
              {reset.isPending ? 'Saving...' : 'Save new password'}
            </button>
          </form>
        ) : (
          <FormError>This link is missing its code. Open the link from the email again, or ask for a new one.</FormError>
        )}
        <p className="reset-back">
          <Link to="/forgot-password">Ask for a new link</Link>
        </p>
      </div>
    </section>
  );
}
