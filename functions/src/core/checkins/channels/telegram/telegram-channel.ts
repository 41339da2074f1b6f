import { telegramConfigured } from '../../../../telegram/config.ts';
import { isWaiting, type Channel } from '../channel.ts';
import { heldFromWrite, outboxTarget, type DeliveryResult } from '../delivery.ts';
import { telegramOutbox } from './outbox.ts';
import { deliverCheckin } from './send-telegram.ts';

// Telegram: each check-in as a message to the linked chat, with its answer buttons.
export const telegramChannel: Channel = {
  name: 'telegram',
  isOn: (_kind, _user, settings) => settings?.telegram_chat_id !== undefined && telegramConfigured(),
  start: (on, now) => ({ checkin: on ? heldFromWrite('telegram', now) : { telegram: 'none' } }),
  // One check-in after another, as the bot always has.
  send: async (round, to, now) => {
    const results: DeliveryResult[] = [];
    for (const checkin of round.checkins) {
      const held = round.createdIds.has(checkin.id) ? checkin : undefined;
      if (isWaiting(checkin.telegram)) results.push(await deliverCheckin({ user_id: to.user.id, checkin_id: checkin.id }, now, to.settings, held));
    }
    return results;
  },
  retry: { outbox: telegramOutbox, resend: (message, now) => deliverCheckin(outboxTarget(message), now) },
};
