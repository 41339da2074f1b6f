import { logger } from '../../../../logger.ts';
import { link, mailConfigured } from '../../../../mail/mail-config.ts';
import { PROGRESS_PATH } from '../../../today-path.ts';
import { claimDelivery } from '../../../../data/checkins/delivery.ts';
import type { CheckinItem } from '../../../../data/checkins/checkins.ts';
import { getSettingsItem, type SettingsItem } from '../../../../data/checkins/settings.ts';
import { isRetryable, telegramApi } from '../../../../telegram/api.ts';
import { checkinKeyboard, checkinText } from '../../../../telegram/checkin-message.ts';
import { LEASE_MS, checkinLedger, notOurs, settle, type DeliveryResult, type DeliveryTarget } from '../delivery.ts';

const TELEGRAM = checkinLedger('telegram');

/** Progress in the app, for a weekly review's button: only at an https address, the only kind Telegram takes. */
function progressUrl(): string | undefined {
  if (!mailConfigured()) return undefined;
  const url = link(PROGRESS_PATH);
  return url.startsWith('https://') ? url : undefined;
}

/**
 * Sends one check-in on Telegram, once: the check-in's own state, claimed under a condition,
 * decides who sends it. A send Telegram refuses for now (429, 5xx, network) goes to the outbox,
 * which the next tick hands out again. `settings` saves a read when the round has them at hand, and
 * `held` the claim when the round's own write holds the send.
 */
export async function deliverCheckin(target: DeliveryTarget, now: Date, settings?: SettingsItem, held?: CheckinItem): Promise<DeliveryResult> {
  const api = await telegramApi();
  const checkin = held ?? await claimDelivery('telegram', target.user_id, target.checkin_id, now, LEASE_MS);
  if (!checkin) return notOurs(TELEGRAM, target);
  const chatId = (settings ?? await getSettingsItem(target.user_id))?.telegram_chat_id;
  if (chatId === undefined) {
    await settle(TELEGRAM, target, 'none');
    return 'none';
  }
  try {
    await api.sendMessage(chatId, checkinText(checkin), { reply_markup: checkinKeyboard(checkin, progressUrl()) });
  } catch (error) {
    if (isRetryable(error)) {
      await settle(TELEGRAM, target, 'pending');
      return 'retrying';
    }
    logger.warn('telegram refused a check-in', { userId: target.user_id, error: error as Error });
    await settle(TELEGRAM, target, 'failed');
    return 'failed';
  }
  await settle(TELEGRAM, target, 'sent');
  return 'sent';
}
