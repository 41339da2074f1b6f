import { listOutbox } from '../../../../data/checkins/delivery.ts';
import type { Outbox } from '../channel.ts';

export const telegramOutbox: Outbox = {
  channel: 'telegram',
  waiting: async () => (await listOutbox('telegram'))
    .map((entry) => ({ type: 'deliver', user_id: entry.user_id, checkin_id: entry.checkin_id, channel: 'telegram' })),
};
