import type { ChangePasswordBody } from '@cakewalk/shared/schemas/account/account.ts';
import { getUser } from '../../data/accounts/users.ts';
import { setNewPassword } from './new-password.ts';
import { assertPassword } from './password-check.ts';

/** Changes the password, once the current one is proven, and answers a token for the new session. */
export async function changePassword(userId: string, input: ChangePasswordBody, clientAddress: string): Promise<string> {
  const { email } = await getUser(userId);
  await assertPassword(userId, email, input.current_password, clientAddress);
  return setNewPassword(userId, email, input.new_password);
}
