import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { takeReturnTo } from '../../../lib/drafts/drafts.ts';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { useLogin } from '../api/auth.ts';
import { EmailField } from '../../../lib/ui/email-field.tsx';
import './auth.css';
import { CurrentPasswordField } from '../../../lib/ui/current-password-field.tsx';
import { VisitorOnly } from './visitor-only.tsx';

function LoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const sessionEnded = (location.state as { sessionEnded?: boolean } | null)?.sessionEnded === true;
  const loginMutation = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    loginMutation.mutate({ email, password }, { onSuccess: () => navigate(takeReturnTo()) });
  }

  return (
    <section className="container page auth-page">
      <title>Login · Cakewalk</title>
      <div className="card auth-card">
        <h1>Login</h1>
        <p className="muted">
          {sessionEnded
            ? 'Your session ended. Sign in again and you will be back where you were, with your draft kept.'
            : 'Welcome back. Your next bite is waiting.'}
        </p>
        <form className="form" onSubmit={submit}>
          <EmailField id="login-email" value={email} onValueChange={setEmail} />
          <CurrentPasswordField id="login-password" label="Password" value={password} onValueChange={setPassword} />
          {loginMutation.isError && <FormError>{loginMutation.error.message}</FormError>}
          <button className="btn" type="submit" disabled={loginMutation.isPending}>
            Login
          </button>
        </form>
        <p className="auth-switch">
          <Link to="/reset-password">Forgot password?</Link>
        </p>
        <p className="auth-switch">
          New here? <Link to="/signup">Create an account</Link>
        </p>
      </div>
    </section>
  );
}

export function LoginPage() {
  return (
    <VisitorOnly>
      <LoginForm />
    </VisitorOnly>
  );
}
