import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSessionChangedElsewhere } from '../../lib/infra/session.ts';

/**
 * Another tab signed out or in as someone else: everything cached here belonged to the old
 * session, so the cache is emptied and this tab never shows the previous user's data.
 */
export function CrossTabSession() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionChangedElsewhere(() => {
        queryClient.getMutationCache().clear();
        queryClient.removeQueries({ type: 'inactive' });
        // A removed query would stay on screen in the components watching it (they are not
        // told), so those are reset instead: emptied, re-rendered, and refetched for the new token.
        void queryClient.resetQueries({ type: 'active' });
      }),
    [queryClient],
  );
  return null;
}
