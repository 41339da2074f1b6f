import LogOut from 'lucide/dist/esm/icons/log-out.mjs';
import { useState } from 'react';
import { FormError } from '../../../lib/ui/form-message.tsx';
import { Icon } from '../../../lib/ui/icon.tsx';
import { useSignOutEverywhere } from '../api/account.ts';
import { useEndSession } from '../model/end-session.ts';

/** Sign out everywhere: every device, this one included, must sign in again. Asks once before. */
export function SignOutEverywhere() {
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutEverywhere();
  const endSession = useEndSession();

  function confirm() {
    signOut.mutate(undefined, {
      onSuccess: () => endSession('/login', 'You are signed out on every device.'),
    });
  }

  return (
    <div className="account-part">
      <h3>Sign out everywhere</h3>
      <p className="muted">For a lost phone or a shared computer: every device signs out, this one too.</p>
      {asking ? (
        <div className="btn-row" role="group" aria-label="Sign out on every device?">
          <button type="button" className="btn btn-danger" onClick={confirm} disabled={signOut.isPending} autoFocus>
            {signOut.isPending ? 'Signing out...' : 'Yes, sign out everywhere'}
          </button>
          <button type="button" className="btn btn-quiet" onClick={() => setAsking(false)} disabled={signOut.isPending}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-secondary" onClick={() => setAsking(true)}>
          <Icon node={LogOut} size="1.1em" /> Sign out everywhere
        </button>
      )}
      {signOut.isError && <FormError>{signOut.error.message}</FormError>}
    </div>
  );
}
