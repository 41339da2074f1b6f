import { getProfile, markClosing, releaseEmail } from '../../data/accounts/account-removal.ts';
import { findCredentials } from '../../data/accounts/users.ts';
import { NotFound } from '../../domain/errors.ts';
import { removeAccountData } from './account-closing.ts';
import { assertPassword } from './password-check.ts';

/**
 * Deletes the account and everything of it. The password is checked first; then the account
 * is marked closing and its email released, so no one signs in to a half-deleted account and
 * the address can sign up again at once; then everything else goes (account-closing.ts). A
 * request that stops half-way is finished by the next one (the caller's token works until the
 * profile is gone, and a closing account whose email is already released needs no password).
 * A write racing the deletion finds the profile closing and finishes the deletion itself.
 */
export async function deleteAccount(userId: string, password: string, clientAddress: string): Promise<void> {
  const profile = await getProfile(userId);
  if (!profile) throw new NotFound('Account');
  const claim = await findCredentials(profile.email);
  if (!profile.closing_at || claim?.user_id === userId) await assertPassword(userId, profile.email, password, clientAddress);
  await markClosing(userId);
  await releaseEmail(userId, profile.email);
  await removeAccountData(userId);
}
