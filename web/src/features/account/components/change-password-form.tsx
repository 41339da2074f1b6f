import { useState, type FormEvent } from 'react';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { saveSession } from '../../../lib/infra/session.ts';
import { showToast } from '../../../lib/infra/toasts.tsx';
import { NewPasswordField } from '../../../lib/ui/new-password-field.tsx';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { useChangePassword } from '../api/account.ts';
import { CurrentPasswordField } from '../../../lib/ui/current-password-field.tsx';

/** Change password: the new token keeps this browser signed in; every other session ends. */
export function ChangePasswordForm() {
  const { data: user } = useCurrentUser();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    change.mutate(
      { current_password: current, new_password: next },
      {
        onSuccess: ({ token }) => {
          if (user) saveSession(token, user);
          setCurrent('');
          setNext('');
          showToast('success', 'Password changed. Other devices are signed out.');
        },
      },
    );
  }

  return (
    <form className="account-part" onSubmit={submit} aria-labelledby="change-password-heading">
      <h3 id="change-password-heading">Change password</h3>
      <CurrentPasswordField id="current-password" label="Current password" value={current} onValueChange={setCurrent} />
      <NewPasswordField id="new-password" value={next} onValueChange={setNext} />
      {change.isError && <FormError>{change.error.message}</FormError>}
      <button className="btn btn-secondary" type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change password'}
      </button>
    </form>
  );
}
