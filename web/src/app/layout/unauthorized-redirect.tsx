import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../lib/api-client.ts';

/** Decisions §5.4: a 401 anywhere ends the session; the client has already cleared storage. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The cleanup puts the full-page redirect back, so a 401 after this app has unmounted does
  // not navigate a dead router or clear a cache no one uses.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        navigate('/login', { replace: true });
        queryClient.clear();
      }),
    [navigate, queryClient],
  );
  return null;
}
