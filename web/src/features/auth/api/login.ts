import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthResponse, type LoginBody } from '@cakewalk/shared/schemas/user.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { saveSession } from '../../../lib/session.ts';

const LOGIN_FAILED = 'Login failed';

export function login(body: LoginBody): Promise<AuthResponse> {
  return apiCall('login', { body, schema: AuthResponse, fallback: LOGIN_FAILED });
}

/** Stores the token and the user (spec §4) and primes the header's user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      saveSession(token, user);
      queryClient.setQueryData(queryKeys.me, user);
    },
  });
}
