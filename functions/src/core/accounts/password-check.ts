import { WRONG_PASSWORD } from '@cakewalk/shared/schemas/account/account.ts';
import { verifyPassword } from '../../auth/password.ts';
import { findCredentials } from '../../data/accounts/users.ts';
import { Forbidden } from '../../domain/errors.ts';
import { checkCounted } from './password-attempts.ts';

/**
 * The signed-in user proves it is them (before a change that a stolen token alone must not
 * make). Counted like a login on the account's own counters, so a stolen token gives no more guesses
 * than the login form, and never on the address alone, which other accounts share.
 * 403, not 401: the web app signs out on any 401.
 */
export async function assertPassword(userId: string, email: string, password: string, clientAddress: string): Promise<void> {
  const credentials = await findCredentials(email);
  const right = await checkCounted({ email, address: clientAddress, signedIn: true }, async () =>
    credentials?.user_id === userId && verifyPassword(password, credentials.password_hash));
  if (!right) throw new Forbidden(WRONG_PASSWORD);
}
