import { NotFound } from '../../domain/errors.ts';
import { logger } from '../../logger.ts';
import { countCheckinFailed, countCheckinsSent } from '../../metrics.ts';
import { addToOutbox, claimDelivery, finishDelivery, removeFromOutbox } from '../../data/checkins/delivery.ts';
import { getCheckinItem } from '../../data/checkins/checkins.ts';
import { getSettingsItem } from '../../data/checkins/settings.ts';
import { isRetryable, telegramApi } from '../../telegram/api.ts';
import { checkinKeyboard, checkinText } from '../../telegram/checkin-message.ts';

// Long enough for one send (its timeout is 10 s), short enough that a worker that died mid-send
// does not hold the check-in back for long.
const LEASE_MS = 2 * 60 * 1000;

/** What became of one send: 'busy' when another worker holds it, 'settled' when nothing was left to send. */
export type DeliveryResult = 'sent' | 'retrying' | 'failed' | 'none' | 'busy' | 'settled';

export interface DeliveryTarget {
  user_id: string;
  checkin_id: string;
  /** True when the send was found in the outbox, which then drops it once it is settled. */
  fromOutbox?: boolean;
}

async function deliveryState(target: DeliveryTarget) {
  return getCheckinItem(target.user_id, target.checkin_id).then(
    (item) => item.telegram,
    (error: unknown) => {
      if (error instanceof NotFound) return 'gone' as const;
      throw error;
    },
  );
}

/** Not ours to send: another worker is sending it (the outbox keeps it, in case that one dies), or it is done. */
async function notOurs(target: DeliveryTarget): Promise<DeliveryResult> {
  const state = await deliveryState(target);
  if (state === 'pending' || state === 'sending') {
    if (!target.fromOutbox) await addToOutbox(target.user_id, target.checkin_id);
    return 'busy';
  }
  if (target.fromOutbox) await removeFromOutbox(target);
  return 'settled';
}

async function settle(target: DeliveryTarget, state: 'sent' | 'failed' | 'none' | 'pending'): Promise<void> {
  await finishDelivery(target.user_id, target.checkin_id, state);
  if (state === 'sent') countCheckinsSent('telegram');
  if (state === 'failed') countCheckinFailed('telegram');
  if (state === 'pending') await addToOutbox(target.user_id, target.checkin_id);
  else if (target.fromOutbox) await removeFromOutbox(target);
}

/**
 * Sends one check-in on Telegram, once: the check-in's own state, claimed under a condition,
 * decides who sends it. A send Telegram refuses for now (429, 5xx, network) goes to the outbox,
 * which the next tick hands out again.
 */
export async function deliverCheckin(target: DeliveryTarget, now: Date): Promise<DeliveryResult> {
  const api = await telegramApi();
  const checkin = await claimDelivery(target.user_id, target.checkin_id, now, LEASE_MS);
  if (!checkin) return notOurs(target);
  const chatId = (await getSettingsItem(target.user_id))?.telegram_chat_id;
  if (chatId === undefined) {
    await settle(target, 'none');
    return 'none';
  }
  try {
    await api.sendMessage(chatId, checkinText(checkin), { reply_markup: checkinKeyboard(checkin) });
  } catch (error) {
    if (isRetryable(error)) {
      await settle(target, 'pending');
      return 'retrying';
    }
    logger.warn('telegram refused a check-in', { userId: target.user_id, error: error as Error });
    await settle(target, 'failed');
    return 'failed';
  }
  await settle(target, 'sent');
  return 'sent';
}
