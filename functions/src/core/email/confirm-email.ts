import { CONFIRM_LINK_EXPIRED } from '@cakewalk/shared/schemas/channels/mail.ts';
import { markEmailConfirmed } from '../../data/accounts/email-status.ts';
import { takeMailToken } from '../../data/accounts/mail-tokens.ts';
import { Invalid } from '../../domain/errors.ts';
import { hashOfLinkToken } from './link-token.ts';

/** Confirms the address a link was sent to, once; a used, expired or unknown link is refused. */
export async function confirmEmail(token: string, now = new Date()): Promise<void> {
  const item = await takeMailToken(hashOfLinkToken(token), 'confirm', now);
  if (!item || !(await markEmailConfirmed(item.user_id, item.email, now))) throw new Invalid(CONFIRM_LINK_EXPIRED);
}
