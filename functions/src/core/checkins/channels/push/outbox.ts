import { listOutbox } from '../../../../data/checkins/delivery.ts';
import type { Outbox } from '../channel.ts';

export const pushOutbox: Outbox = {
  channel: 'push',
  waiting: async () => (await listOutbox('push'))
    .map((entry) => ({ type: 'deliver', user_id: entry.user_id, checkin_id: entry.checkin_id, channel: 'push' })),
};
