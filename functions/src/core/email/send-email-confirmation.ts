import { CHANNEL_LIMITS } from '@cakewalk/shared/schemas/channels/channel-limits.ts';
import { saveMailToken } from '../../data/accounts/mail-tokens.ts';
import { getUser } from '../../data/accounts/users.ts';
import { link } from '../../mail/mail-config.ts';
import { emailConfirmationMail } from '../../mail/templates/account-mail.ts';
import type { SentMail } from '../../mail/mail-message.ts';
import { sendMail } from '../../mail/transport.ts';
import { spend } from '../limits/sliding-window.ts';
import { expiresIn, newLinkToken } from './link-token.ts';
import { assertMailAvailable } from './mail-available.ts';

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const TOO_MANY = 'We sent several confirmation emails already. Please wait an hour, or look for them in your inbox.';
const { emailConfirmation: bound } = CHANNEL_LIMITS;

/**
 * Emails the signed-in user a link that confirms their address (nothing to send once it is
 * confirmed); answers where a local run kept the email, so the page can say where to find it.
 */
export async function sendEmailConfirmation(userId: string, now = new Date()): Promise<SentMail> {
  assertMailAvailable();
  const user = await getUser(userId);
  if (user.email_confirmed) return {};
  await spend({ of: 'confirmation-mails', userId }, { max: bound.perUser, windowSeconds: bound.windowSeconds }, TOO_MANY);
  const { token, hash } = newLinkToken();
  await saveMailToken(hash, 'confirm', { user_id: userId, email: user.email, expires_at: expiresIn(now, LINK_LIFETIME_MS) });
  return sendMail(emailConfirmationMail(user, link(`/confirm-email?token=${token}`)));
}
