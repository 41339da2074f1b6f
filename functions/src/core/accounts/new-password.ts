import { hashPassword } from '../../auth/password.ts';
import { issueToken } from '../../auth/tokens.ts';
import { endSessions } from '../../data/accounts/sessions.ts';
import { setPasswordHash } from '../../data/accounts/users.ts';
import { endOtherWaysIn } from './every-way-in.ts';

/**
 * Makes `password` the account's password and ends every session the old one could open, logins
 * still in flight included, the device tokens, and every other way in (core/accounts/every-way-in.ts); answers a token for the caller's new session. The one way a password
 * changes (a change from the profile, a reset by email).
 *
 * Three writes: every session ends first, so if the rest never happens the old password still
 * signs in and no earlier token survives; then the new hash; then the token version rises again,
 * which ends the sessions of logins that checked the old hash meanwhile (a login reads the
 * version before it confirms the hash it checked is still stored: core/accounts/sign-in.ts).
 */
export async function setNewPassword(userId: string, email: string, password: string): Promise<string> {
  const hash = await hashPassword(password);
  await endSessions(userId);
  await endOtherWaysIn(userId);
  await setPasswordHash(userId, email, hash);
  return issueToken(userId, await endSessions(userId));
}
