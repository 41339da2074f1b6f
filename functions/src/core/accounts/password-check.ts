import { WRONG_PASSWORD } from '@cakewalk/shared/schemas/account.ts';
import { verifyPassword } from '../../auth/password.ts';
import { findCredentials } from '../../data/accounts/users.ts';
import { Forbidden } from '../../domain/errors.ts';

/**
 * The signed-in user proves it is them (before a change that a stolen token alone must not
 * make). 403, not 401: the web app signs out on any 401.
 */
export async function assertPassword(userId: string, email: string, password: string): Promise<void> {
  const credentials = await findCredentials(email);
  const ours = credentials?.user_id === userId;
  if (!ours || !(await verifyPassword(password, credentials.password_hash))) throw new Forbidden(WRONG_PASSWORD);
}
