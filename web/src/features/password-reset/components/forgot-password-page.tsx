import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormError, FormSuccess } from '../../../lib/ui/form-message.tsx';
import { useRequestPasswordReset } from '../api/password-reset.ts';
import './password-reset.css';
import { EmailField } from '../../../lib/ui/email-field.tsx';

/** "Forgot password?": asks for the address and says the same whether it has an account or not. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate({ email });
  }

  return (
    <section className="container page reset-page">
      <title>Forgot password · Cakewalk</title>
      <div className="card reset-card">
        <h1>Forgot your password?</h1>
        {request.isSuccess ? (
          <FormSuccess>
            If an account uses {request.variables.email}, a reset link is on its way. It works once, for 60 minutes. No email?
            Look in your spam folder, or try again in a few minutes.
          </FormSuccess>
        ) : (
          <>
            <p className="muted">Enter the email you signed up with, and we will send you a link to choose a new password.</p>
            <form className="form" onSubmit={submit}>
              <EmailField id="reset-email" value={email} onValueChange={setEmail} />
              {request.isError && <FormError>{request.error.message}</FormError>}
              <button className="btn" type="submit" disabled={request.isPending}>
                {request.isPending ? 'Sending...' : 'Send reset link'}
              </button>
            </form>
          </>
        )}
        <p className="reset-back">
          <Link to="/login">Back to login</Link>
        </p>
      </div>
    </section>
  );
}
