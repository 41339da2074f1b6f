import type { ChangePasswordBody } from '@cakewalk/shared/schemas/account.ts';
import { hashPassword } from '../../auth/password.ts';
import { issueToken } from '../../auth/tokens.ts';
import { endSessions } from '../../data/accounts/sessions.ts';
import { getUser, setPasswordHash } from '../../data/accounts/users.ts';
import { assertPassword } from './password-check.ts';

/**
 * Changes the password and answers a token for the new session. Every session ends before the
 * new hash is stored: if the change stops half-way, the old password still signs in, and no
 * token from before outlives a password that has changed.
 */
export async function changePassword(userId: string, input: ChangePasswordBody): Promise<string> {
  const { email } = await getUser(userId);
  await assertPassword(userId, email, input.current_password);
  const version = await endSessions(userId);
  await setPasswordHash(userId, email, await hashPassword(input.new_password));
  return issueToken(userId, version);
}
