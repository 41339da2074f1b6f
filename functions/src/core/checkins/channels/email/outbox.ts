import { listEmailOutbox } from '../../../../data/checkins/rounds.ts';
import type { Outbox } from '../channel.ts';

export const emailOutbox: Outbox = {
  channel: 'email',
  waiting: async () => (await listEmailOutbox()).map((round) => ({ type: 'deliver-email', ...round })),
};
