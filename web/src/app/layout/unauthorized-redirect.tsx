import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../lib/infra/api-client.ts';

/** A 401 from any call means the session is over: back to login with nothing cached (the API client has already cleared storage). */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The cleanup puts the full-page redirect back, so a 401 after this app has unmounted does
  // not navigate a dead router or clear a cache no one uses.
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        navigate('/login', { replace: true, state: { sessionEnded: true } });
        queryClient.clear();
      }),
    [navigate, queryClient],
  );
  return null;
}
