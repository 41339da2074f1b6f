import { NotFound } from '../../domain/errors.ts';
import { logger } from '../../logger.ts';
import { claimDelivery, finishDelivery, listOutbox, removeFromOutbox, type OutboxItem } from '../../data/checkin-delivery.ts';
import { getCheckinItem } from '../../data/checkins.ts';
import { getSettingsItem } from '../../data/settings.ts';
import { isFloodControl, isRetryable, telegramApi } from '../../telegram/api.ts';
import { checkinKeyboard, checkinText } from '../../telegram/checkin-message.ts';
import { telegramConfigured } from '../../telegram/config.ts';

// Long enough for one send (its timeout is 10 s), short enough that a run that died mid-send
// does not hold the check-in back for long.
const LEASE_MS = 2 * 60 * 1000;

export interface DeliverySummary {
  sent: number;
  retrying: number;
  failed: number;
}

/** Drops the outbox entry when the check-in is no longer waiting to be sent (or is gone). */
async function dropIfSettled(entry: OutboxItem): Promise<void> {
  const state = await getCheckinItem(entry.user_id, entry.checkin_id).then(
    (item) => item.telegram,
    (error: unknown) => {
      if (error instanceof NotFound) return 'gone';
      throw error;
    },
  );
  if (state !== 'pending' && state !== 'sending') await removeFromOutbox(entry);
}

/**
 * Sends what the outbox holds. A send Telegram refuses for now (429, 5xx, network) leaves the
 * check-in pending for the next run; after a 429 the rest wait too, as Telegram asked.
 */
export async function deliverPending(now: Date): Promise<DeliverySummary> {
  const summary: DeliverySummary = { sent: 0, retrying: 0, failed: 0 };
  if (!telegramConfigured()) return summary;
  const outbox = await listOutbox();
  if (outbox.length === 0) return summary;
  const api = await telegramApi();
  for (const entry of outbox) {
    const checkin = await claimDelivery(entry.user_id, entry.checkin_id, now, LEASE_MS);
    if (!checkin) {
      await dropIfSettled(entry);
      continue;
    }
    const chatId = (await getSettingsItem(entry.user_id))?.telegram_chat_id;
    if (chatId === undefined) {
      await finishDelivery(entry.user_id, entry.checkin_id, 'none');
      await removeFromOutbox(entry);
      continue;
    }
    try {
      await api.sendMessage(chatId, checkinText(checkin), { reply_markup: checkinKeyboard(checkin.id) });
    } catch (error) {
      if (isRetryable(error)) {
        await finishDelivery(entry.user_id, entry.checkin_id, 'pending');
        summary.retrying++;
        if (isFloodControl(error)) break;
        continue;
      }
      logger.warn('telegram refused a check-in', { userId: entry.user_id, error: error as Error });
      await finishDelivery(entry.user_id, entry.checkin_id, 'failed');
      await removeFromOutbox(entry);
      summary.failed++;
      continue;
    }
    await finishDelivery(entry.user_id, entry.checkin_id, 'sent');
    await removeFromOutbox(entry);
    summary.sent++;
  }
  return summary;
}
