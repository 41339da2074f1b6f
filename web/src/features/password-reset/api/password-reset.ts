import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TokenResponse } from '@cakewalk/shared/schemas/account/account.ts';
import { Ok } from '@cakewalk/shared/schemas/common.ts';
import type { PasswordResetBody, PasswordResetConfirmBody } from '@cakewalk/shared/schemas/channels/mail.ts';
import { User } from '@cakewalk/shared/schemas/account/user.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';
import { saveSession } from '../../../lib/infra/session.ts';

const RESET_REQUEST_FAILED = 'Could not send the reset email';
const RESET_FAILED = 'Could not set your new password';

export function useRequestPasswordReset() {
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: (body: PasswordResetBody) => apiCall('request-password-reset', { body, schema: Ok, fallback: RESET_REQUEST_FAILED }),
  });
}

/** Sets the new password; the answer is a session, stored once the user it belongs to is loaded. */
async function resetPassword(body: PasswordResetConfirmBody): Promise<User> {
  const { token } = await apiCall('confirm-password-reset', { body, schema: TokenResponse, fallback: RESET_FAILED });
  const user = await apiCall('get-me', { schema: User, fallback: RESET_FAILED, token });
  saveSession(token, user);
  return user;
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: resetPassword,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
