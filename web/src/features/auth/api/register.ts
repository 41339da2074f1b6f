import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthResponse, type RegisterBody } from '@cakewalk/shared/schemas/user.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { saveSession } from '../../../lib/session.ts';

const SIGNUP_FAILED = 'Signup failed';

export function register(body: RegisterBody): Promise<AuthResponse> {
  return apiCall('register', { body, schema: AuthResponse, fallback: SIGNUP_FAILED });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ token, user }) => {
      saveSession(token, user);
      queryClient.setQueryData(queryKeys.me, user);
    },
  });
}
