import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../lib/infra/session.ts';
import { showToast } from '../../../lib/infra/toasts.tsx';

/** After signing out everywhere or deleting the account: this browser's session is over too. */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (to: '/' | '/login', message: string) => {
    // Navigating first, in the same render as the sign-out, so the guard never sees a guarded page without a token.
    navigate(to);
    clearSession();
    queryClient.clear();
    showToast('success', message);
  };
}
