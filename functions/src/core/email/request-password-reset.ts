import { CHANNEL_LIMITS } from '@cakewalk/shared/schemas/channels/channel-limits.ts';
import { saveMailToken } from '../../data/accounts/mail-tokens.ts';
import { findCredentials, findUserAndTokenVersion } from '../../data/accounts/users.ts';
import { NotFound } from '../../domain/errors.ts';
import { logger } from '../../logger.ts';
import { link } from '../../mail/mail-config.ts';
import { passwordResetMail } from '../../mail/templates/account-mail.ts';
import { sendMail } from '../../mail/transport.ts';
import { spend } from '../limits/sliding-window.ts';
import { expiresIn, newLinkToken } from './link-token.ts';
import { assertMailAvailable } from './mail-available.ts';

const LINK_LIFETIME_MS = 60 * 60 * 1000;
/**
 * Every request is answered no sooner than this after it came in, whether an email went out or
 * not, so the time of the answer does not tell a known address from an unknown one (a send takes
 * a few hundred milliseconds at most).
 */
const RESET_ANSWER_MS = 1000;

const TOO_MANY_FROM_HERE = 'Too many reset requests from this address. Please try again later.';
const TOO_MANY_FOR_EMAIL = 'We sent several reset emails to this address already. Please wait an hour, or look for them in your inbox.';

const { passwordReset: bound } = CHANNEL_LIMITS;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sendResetLink(email: string, now: Date): Promise<void> {
  const credentials = await findCredentials(email);
  if (!credentials) return;
  const userId = credentials.user_id;
  const profile = await findUserAndTokenVersion(userId);
  if (!profile) throw new NotFound('User');
  const { user, version } = profile;
  const { token, hash } = newLinkToken();
  await saveMailToken(hash, 'reset', { user_id: userId, email: user.email, token_version: version, expires_at: expiresIn(now, LINK_LIFETIME_MS) });
  await sendMail(passwordResetMail(user, link(`/reset-password?token=${token}`)));
}

/**
 * Emails a reset link if an account has this address, and answers the same either way, in about
 * the same time. Counted per client address (as sign-ups are) and per address emailed, before
 * anything is looked up, so the limits say nothing about who has an account. A send that fails is
 * logged, not told: telling would tell which addresses have accounts.
 */
export async function requestPasswordReset(email: string, clientAddress: string, now = new Date()): Promise<void> {
  const answerAt = Date.now() + RESET_ANSWER_MS;
  assertMailAvailable();
  const window = { windowSeconds: bound.windowSeconds };
  await spend({ of: 'reset-requests', address: clientAddress }, { ...window, max: bound.perAddress }, TOO_MANY_FROM_HERE);
  await spend({ of: 'reset-mails', email }, { ...window, max: bound.perEmail }, TOO_MANY_FOR_EMAIL);
  try {
    await sendResetLink(email, now);
  } catch (error) {
    logger.error('password reset email failed', { error: error as Error });
  }
  await sleep(answerAt - Date.now());
}
