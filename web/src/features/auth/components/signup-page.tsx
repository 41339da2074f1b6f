import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { TELEGRAM_ID_PATTERN, type RegisterBody } from '@cakewalk/shared/schemas/user.ts';
import { useRegister } from '../api/register.ts';
import './auth.css';

/** Spec §9: the dashboard follows one second after a successful sign-up. */
const SIGNUP_REDIRECT_MS = 1000;

const EMPTY: RegisterBody = { name: '', email: '', telegram_id: '', password: '' };

export function SignupPage() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const [form, setForm] = useState<RegisterBody>(EMPTY);

  useEffect(() => {
    if (!registerMutation.isSuccess) return undefined;
    const timer = setTimeout(() => navigate('/dashboard'), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registerMutation.isSuccess, navigate]);

  function update(key: keyof RegisterBody, value: string) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    registerMutation.mutate(form);
  }

  const busy = registerMutation.isPending || registerMutation.isSuccess;

  return (
    <section className="container page auth-page">
      <title>Sign Up · Cakewalk</title>
      <div className="card auth-card">
        <h1>Sign Up</h1>
        <p className="muted">Bring a goal. We will help you slice it.</p>
        <form className="form" onSubmit={submit}>
          <div className="field">
            <label htmlFor="signup-name">Name</label>
            <input
              id="signup-name"
              className="input"
              autoComplete="name"
              required
              maxLength={LIMITS.name.max}
              value={form.name}
              onChange={(e) => update('name', e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="signup-email">Email</label>
            <input
              id="signup-email"
              className="input"
              type="email"
              autoComplete="email"
              required
              maxLength={LIMITS.email.max}
              value={form.email}
              onChange={(e) => update('email', e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="signup-telegram">Telegram ID</label>
            <input
              id="signup-telegram"
              className="input"
              aria-describedby="signup-telegram-hint"
              required
              pattern={TELEGRAM_ID_PATTERN.source}
              value={form.telegram_id}
              onChange={(e) => update('telegram_id', e.target.value)}
            />
            <span id="signup-telegram-hint" className="field-hint">
              Your Telegram username (like @cakefan) or numeric id.
            </span>
          </div>
          <div className="field">
            <label htmlFor="signup-password">Password</label>
            <input
              id="signup-password"
              className="input"
              type="password"
              autoComplete="new-password"
              aria-describedby="signup-password-hint"
              required
              minLength={LIMITS.password.min}
              maxLength={LIMITS.password.max}
              value={form.password}
              onChange={(e) => update('password', e.target.value)}
            />
            <span id="signup-password-hint" className="field-hint">
              At least {LIMITS.password.min} characters.
            </span>
          </div>
          {registerMutation.isError && (
            <p className="form-error" role="alert">
              {registerMutation.error.message}
            </p>
          )}
          {registerMutation.isSuccess && (
            <p className="form-success" role="status">
              Registration successful!
            </p>
          )}
          <button className="btn" type="submit" disabled={busy}>
            Create Account
          </button>
        </form>
        <p className="auth-switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </div>
    </section>
  );
}
