import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AuthResponse, type LoginBody, type RegisterBody } from '@cakewalk/shared/schemas/account/user.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { deviceTokenFor, rememberDeviceToken } from '../../../lib/infra/device-tokens.ts';
import { claimVisitorDrafts } from '../../../lib/drafts/visitor-drafts.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';
import { saveSession } from '../../../lib/infra/session.ts';

const LOGIN_FAILED = 'Login failed';
const SIGNUP_FAILED = 'Signup failed';

function login(body: LoginBody): Promise<AuthResponse> {
  return apiCall('login', { body: { ...body, device_token: deviceTokenFor(body.email) }, schema: AuthResponse, fallback: LOGIN_FAILED });
}

function register(body: RegisterBody): Promise<AuthResponse> {
  return apiCall('register', { body, schema: AuthResponse, fallback: SIGNUP_FAILED });
}

/**
 * Either way in stores the token and the user, so a reload stays signed in, primes the header's
 * user, and keeps the device token for this browser's next login.
 */
function useSignIn<Body>(authenticate: (body: Body) => Promise<AuthResponse>, afterSignIn?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authenticate,
    meta: { errorShownInForm: true },
    onSuccess: ({ token, user, device_token }) => {
      saveSession(token, user);
      rememberDeviceToken(user.email, device_token);
      queryClient.setQueryData(queryKeys.me, user);
      afterSignIn?.();
    },
  });
}

export function useLogin() {
  return useSignIn(login);
}

/** A new account takes over the plan its visitor made on the landing page, so goal setup opens with it. */
export function useRegister() {
  return useSignIn(register, claimVisitorDrafts);
}
