import { useState, type FormEvent } from 'react';
import { InputField } from '../../../lib/ui/field.tsx';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { useDeleteAccount } from '../api/account.ts';
import { useEndSession } from '../model/end-session.ts';
import { CurrentPasswordField } from '../../../lib/ui/current-password-field.tsx';

const CONFIRM_WORD = 'DELETE';

/** Delete the account: typing DELETE and the password, so it never happens by a slip. */
export function DeleteAccountForm() {
  const remove = useDeleteAccount();
  const endSession = useEndSession();
  const [word, setWord] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (word.trim() !== CONFIRM_WORD) {
      setProblem(`Type ${CONFIRM_WORD} in capitals to confirm.`);
      return;
    }
    setProblem(undefined);
    remove.mutate(
      { password },
      { onSuccess: () => endSession('/', 'Your account and everything in it are deleted.') },
    );
  }

  const error = problem ?? (remove.isError ? remove.error.message : undefined);
  return (
    <form className="account-part danger-zone" onSubmit={submit} aria-labelledby="delete-account-heading">
      <h3 id="delete-account-heading">Delete account</h3>
      <p>
        This deletes your account and everything in it: goals, reflections, check-ins, settings, the Telegram link and
        the calendar link. It cannot be undone, so export your data first if you want to keep it.
      </p>
      <InputField
        id="delete-confirm"
        label={`Type ${CONFIRM_WORD} to confirm`}
        autoComplete="off"
        required
        value={word}
        onValueChange={setWord}
      />
      <CurrentPasswordField id="delete-password" label="Your password" value={password} onValueChange={setPassword} />
      {error && <FormError>{error}</FormError>}
      <button className="btn btn-danger" type="submit" disabled={remove.isPending}>
        {remove.isPending ? 'Deleting...' : 'Delete my account'}
      </button>
    </form>
  );
}
