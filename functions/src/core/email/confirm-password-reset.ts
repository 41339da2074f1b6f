import { RESET_LINK_EXPIRED } from '@cakewalk/shared/schemas/channels/mail.ts';
import { markEmailConfirmed } from '../../data/accounts/email-status.ts';
import { takeMailToken } from '../../data/accounts/mail-tokens.ts';
import { tokenVersionOf } from '../../data/accounts/sessions.ts';
import { getUser } from '../../data/accounts/users.ts';
import { Invalid, NotFound } from '../../domain/errors.ts';
import { setNewPassword } from '../accounts/new-password.ts';
import { hashOfLinkToken } from './link-token.ts';

// Kept apart from request-password-reset.ts, so the route that takes a new password does not
// carry the email templates.

/** The user a reset link is for, once: a used, expired or unknown link, or one from before a password change, is refused. */
async function takeResetLink(token: string, now: Date): Promise<{ userId: string; email: string }> {
  const item = await takeMailToken(hashOfLinkToken(token), 'reset', now);
  if (!item) throw new Invalid(RESET_LINK_EXPIRED);
  const user = await getUser(item.user_id).catch((error: unknown) => {
    if (error instanceof NotFound) throw new Invalid(RESET_LINK_EXPIRED);
    throw error;
  });
  if (user.email !== item.email || (await tokenVersionOf(item.user_id)) !== item.token_version) throw new Invalid(RESET_LINK_EXPIRED);
  return { userId: item.user_id, email: user.email };
}

/**
 * Sets the new password from a reset link and answers a session for it: as a password change
 * does, every session the old password could open ends, logins in flight included. The link
 * reached the address, so the address counts as confirmed too.
 */
export async function confirmPasswordReset(token: string, newPassword: string, now = new Date()): Promise<string> {
  const { userId, email } = await takeResetLink(token, now);
  const session = await setNewPassword(userId, email, newPassword);
  await markEmailConfirmed(userId, email, now);
  return session;
}
