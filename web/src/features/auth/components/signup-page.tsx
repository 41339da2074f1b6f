import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { RegisterBody } from '@cakewalk/shared/schemas/user.ts';
import { InputField } from '../../../lib/ui/field.tsx';
import { FormError, FormSuccess } from '../../../lib/ui/form-message.tsx';
import { useRegister } from '../api/auth.ts';
import { EmailField } from './email-field.tsx';
import './auth.css';

/** The dashboard follows one second after a successful sign-up, long enough to read the welcome. */
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
          <InputField
            id="signup-name"
            label="Name"
            autoComplete="name"
            required
            maxLength={LIMITS.name.max}
            value={form.name}
            onValueChange={(value) => update('name', value)}
          />
          <EmailField id="signup-email" value={form.email} onValueChange={(value) => update('email', value)} />
          <InputField
            id="signup-telegram"
            label="Telegram username (optional)"
            hint="Like @cakefan. You can also link Telegram later from your profile."
            autoComplete="off"
            value={form.telegram_id}
            onValueChange={(value) => update('telegram_id', value)}
          />
          <InputField
            id="signup-password"
            label="Password"
            hint={`At least ${LIMITS.password.min} characters.`}
            type="password"
            autoComplete="new-password"
            required
            minLength={LIMITS.password.min}
            maxLength={LIMITS.password.max}
            value={form.password}
            onValueChange={(value) => update('password', value)}
          />
          {registerMutation.isError && <FormError>{registerMutation.error.message}</FormError>}
          {registerMutation.isSuccess && <FormSuccess>Registration successful!</FormSuccess>}
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
