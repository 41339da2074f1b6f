import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { fieldErrors } from '@cakewalk/shared/schemas/plain-errors.ts';
import { RegisterBody } from '@cakewalk/shared/schemas/account/user.ts';
import { ApiError } from '../../../lib/infra/api-client.ts';
import { FIRST_GOAL, KEPT_PLAN } from '../../../lib/goals/first-goal.ts';
import { hasVisitorDrafts } from '../../../lib/drafts/visitor-drafts.ts';
import { focusWhenShown } from '../../../lib/a11y/focus.ts';
import { browserTimeZone } from '../../../lib/infra/time-zone.ts';
import { InputField } from '../../../lib/ui/field.tsx';
import { FormError, FormSuccess } from '../../../lib/ui/form-message.tsx';
import { announce } from '../../../lib/a11y/announce.ts';
import { useRegister } from '../api/auth.ts';
import { useChannelsAvailable } from '../api/channels.ts';
import { EmailField } from '../../../lib/ui/email-field.tsx';
import './auth.css';
import { VisitorOnly } from './visitor-only.tsx';

/** What the person types; the browser's time zone goes with it, so check-ins start on their first day. */
type SignupFields = Omit<RegisterBody, 'timezone'>;

const CREATING = 'Creating your account…';

/**
 * Goal setup follows one second after a successful sign-up, long enough to read the welcome; the
 * longer wait for the server (its password hashing) shows before it as "Creating your account…".
 */
const SIGNUP_REDIRECT_MS = 1000;

const EMPTY: SignupFields = { name: '', email: '', telegram_id: '', password: '' };

/** Each field's id, in the order a person meets them, so focus goes to the first that needs a fix. */
const FIELD_IDS: Record<keyof SignupFields, string> = {
  name: 'signup-name',
  email: 'signup-email',
  telegram_id: 'signup-telegram',
  password: 'signup-password',
};

function SignupForm() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const [form, setForm] = useState<SignupFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof SignupFields, string>>>({});
  const [planKept] = useState(hasVisitorDrafts);
  // A Telegram username is asked for only where the server has a bot to link it to.
  const telegram = useChannelsAvailable().data?.telegram_available === true;

  // A new account starts by planning its first goal, not on an empty dashboard.
  useEffect(() => {
    if (!registerMutation.isSuccess) return undefined;
    // The wait is over: "Creating your account…" must not linger in the live region on the next page.
    announce('');
    const timer = setTimeout(() => navigate('/goal-setup', { state: planKept ? KEPT_PLAN : FIRST_GOAL }), SIGNUP_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registerMutation.isSuccess, navigate, planKept]);

  function update(key: keyof SignupFields, value: string) {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  // The shared schema checks the form as the server will, and each problem shows on its field.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { ...form, timezone: browserTimeZone() };
    const parsed = RegisterBody.safeParse(body);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      const first = (Object.keys(FIELD_IDS) as (keyof SignupFields)[]).find((key) => found[key]);
      if (first) focusWhenShown(FIELD_IDS[first]);
      return;
    }
    setErrors({});
    announce(CREATING);
    registerMutation.mutate(body);
  }

  // An email already registered is the one server refusal that belongs to a field.
  const failure = registerMutation.error;
  const emailTaken = failure instanceof ApiError && failure.status === 409 ? failure.message : null;

  const busy = registerMutation.isPending || registerMutation.isSuccess;

  return (
    <section className="container page auth-page">
      <title>Sign Up · Cakewalk</title>
      <div className="card auth-card">
        <h1>Sign Up</h1>
        <p className="muted">
          {planKept ? 'Your plan is kept: make your account and it is saved, ready on Today.' : 'Bring a goal. We will help you slice it.'}
        </p>
        <form className="form" onSubmit={submit} noValidate>
          <InputField
            id={FIELD_IDS.name}
            label="Name"
            autoComplete="name"
            required
            maxLength={LIMITS.name.max}
            value={form.name}
            onValueChange={(value) => update('name', value)}
            error={errors.name}
          />
          <EmailField
            id={FIELD_IDS.email}
            value={form.email}
            onValueChange={(value) => update('email', value)}
            error={errors.email ?? emailTaken}
          />
          {telegram && (
            <InputField
              id={FIELD_IDS.telegram_id}
              label="Telegram username (optional)"
              hint="Like @cakefan. You can also link Telegram later from your profile."
              autoComplete="off"
              value={form.telegram_id}
              onValueChange={(value) => update('telegram_id', value)}
              error={errors.telegram_id}
            />
          )}
          <InputField
            id={FIELD_IDS.password}
            label="Password"
            hint={`At least ${LIMITS.password.min} characters.`}
            type="password"
            autoComplete="new-password"
            required
            minLength={LIMITS.password.min}
            maxLength={LIMITS.password.max}
            value={form.password}
            onValueChange={(value) => update('password', value)}
            error={errors.password}
          />
          {failure && !emailTaken && <FormError>{failure.message}</FormError>}
          {registerMutation.isSuccess && <FormSuccess>Registration successful!</FormSuccess>}
          <button className="btn" type="submit" disabled={busy} aria-busy={registerMutation.isPending}>
            {registerMutation.isPending ? CREATING : 'Create Account'}
          </button>
        </form>
        <p className="auth-switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </div>
    </section>
  );
}

export function SignupPage() {
  return (
    <VisitorOnly>
      <SignupForm />
    </VisitorOnly>
  );
}
