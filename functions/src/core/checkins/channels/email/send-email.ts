import { API_PREFIX, routePath } from '@cakewalk/shared/routes.ts';
import { unsubscribeToken } from '../../../../auth/unsubscribe-token.ts';
import {
  addRoundToEmailOutbox, claimRoundEmail, finishRoundEmail, removeRoundFromEmailOutbox, roundEmailState, type RoundItem, type RoundRef,
} from '../../../../data/checkins/rounds.ts';
import { checkinsWithIdPrefix, type CheckinItem } from '../../../../data/checkins/checkins.ts';
import type { SettingsItem } from '../../../../data/checkins/settings.ts';
import { getUserWithSettings } from '../../../../data/accounts/users.ts';
import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import type { User } from '@cakewalk/shared/schemas/account/user.ts';
import { logger } from '../../../../logger.ts';
import { link, mailConfigured } from '../../../../mail/mail-config.ts';
import { MailRefused } from '../../../../mail/mail-message.ts';
import { checkinMail } from '../../../../mail/templates/checkin-mail.ts';
import { sendMail } from '../../../../mail/transport.ts';
import { checkinPath } from '../../../today-path.ts';
import { checkinIdPrefix } from '../../checkin-id.ts';
import { LEASE_MS, notOurs, settle, type DeliveryResult, type SendLedger } from '../delivery.ts';

export interface EmailTarget extends RoundRef {
  /** True when found in the email outbox, which then drops it once it is settled. */
  fromOutbox?: boolean;
}

/** Email for this kind is on and the address confirmed. */
export function wantsEmail(kind: CheckinKind, user: User, settings: SettingsItem | undefined): boolean {
  return Boolean(settings?.email?.[kind]) && user.email_confirmed && mailConfigured();
}

/** A round's email: its state on the round item, its pointer in the email outbox. */
const EMAIL: SendLedger<EmailTarget> = {
  channel: 'email',
  state: async (target) => (await roundEmailState(target)) ?? 'gone',
  finish: finishRoundEmail,
  enqueue: addRoundToEmailOutbox,
  dequeue: removeRoundFromEmailOutbox,
};

async function unsubscribeLinks(target: RoundRef): Promise<{ oneClick: string; page: string }> {
  const token = await unsubscribeToken({ userId: target.user_id, kind: target.kind });
  return { oneClick: link(`${API_PREFIX}${routePath('unsubscribe-email', { token })}`), page: link(`/unsubscribe?token=${token}`) };
}

/** What the round that sends its email has read and written already. */
export interface RoundAtHand {
  user: User;
  settings: SettingsItem;
  /** The round's check-ins, as stored. */
  checkins: readonly CheckinItem[];
}

/** The round's check-ins, read back when the round is not at hand (an email from the outbox). */
async function roundCheckins(target: EmailTarget, dueAt: string): Promise<readonly CheckinItem[]> {
  const checkins = await checkinsWithIdPrefix(target.user_id, checkinIdPrefix(new Date(dueAt)));
  return checkins.filter((checkin) => checkin.kind === target.kind);
}

/**
 * Sends the round's email, once: the round item's email state, claimed under a condition, decides
 * who sends it. The person may have turned the kind off (or the account may be closing) since the
 * round was written: then nothing goes. A send that fails goes to the email outbox, which the next
 * tick hands out again. `known` saves the reads when the round sends its own email, and `held` the
 * claim when the round's own claim holds it.
 */
export async function deliverRoundEmail(target: EmailTarget, now: Date, known?: RoundAtHand, held?: RoundItem): Promise<DeliveryResult> {
  const round = held ?? await claimRoundEmail(target, now, LEASE_MS);
  if (!round) return notOurs(EMAIL, target);
  const { user, settings } = known ?? await getUserWithSettings(target.user_id);
  const checkins = known?.checkins ?? await roundCheckins(target, round.due_at);
  if (!user || !wantsEmail(target.kind, user, settings) || checkins.length === 0) {
    await settle(EMAIL, target, 'none');
    return 'none';
  }
  try {
    const links = await unsubscribeLinks(target);
    await sendMail(checkinMail({
      name: user.name, email: user.email, kind: target.kind, checkins,
      todayHref: link(checkinPath(target.kind)), unsubscribeHref: links.oneClick, unsubscribePageHref: links.page,
    }));
  } catch (error) {
    const refused = error instanceof MailRefused;
    logger.warn(refused ? 'a check-in email was refused' : 'a check-in email was not sent; it will be tried again', { userId: target.user_id, error: error as Error });
    await settle(EMAIL, target, refused ? 'failed' : 'pending');
    return refused ? 'failed' : 'retrying';
  }
  await settle(EMAIL, target, 'sent');
  return 'sent';
}
