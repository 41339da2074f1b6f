import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthResponse, type LoginBody, type RegisterBody } from '@cakewalk/shared/schemas/user.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { saveSession } from '../../../lib/session.ts';

const LOGIN_FAILED = 'Login failed';
const SIGNUP_FAILED = 'Signup failed';

function login(body: LoginBody): Promise<AuthResponse> {
  return apiCall('login', { body, schema: AuthResponse, fallback: LOGIN_FAILED });
}

function register(body: RegisterBody): Promise<AuthResponse> {
  return apiCall('register', { body, schema: AuthResponse, fallback: SIGNUP_FAILED });
}

/** Either way in stores the token and the user, so a reload stays signed in, and primes the header's user. */
function useSignIn<Body>(authenticate: (body: Body) => Promise<AuthResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authenticate,
    meta: { errorShownInForm: true },
    onSuccess: ({ token, user }) => {
      saveSession(token, user);
      queryClient.setQueryData(queryKeys.me, user);
    },
  });
}

export function useLogin() {
  return useSignIn(login);
}

export function useRegister() {
  return useSignIn(register);
}
