import { listOutbox } from '../../data/checkins/delivery.ts';
import { listDue } from '../../data/checkins/schedule.ts';
import type { RoundMessage } from './round-message.ts';
import type { RoundQueue } from './round-queue.ts';

// The tick, every minute: it only enqueues, one message per round that fell due and one per
// check-in whose Telegram send waits in the outbox. The rounds themselves run in the worker.

export interface TickSummary {
  due: number;
  deliveries: number;
}

/** The minute `now` falls in, 'YYYY-MM-DDTHH:MM': everything due up to its start is read. */
export const minuteOf = (now: Date) => now.toISOString().slice(0, 16);

/**
 * A minute leaves the schedule's index only once all its messages are on the queue; a tick that
 * fails before that leaves them for the next tick, which may enqueue some twice. The worker is
 * idempotent, so a repeat costs a little work and never a second check-in.
 */
export async function tick(now: Date, queue: RoundQueue): Promise<TickSummary> {
  const [due, outbox] = await Promise.all([listDue(minuteOf(now)), listOutbox()]);
  const messages: RoundMessage[] = [
    ...due.items.map((item): RoundMessage => ({ type: 'due', item })),
    ...outbox.map((entry): RoundMessage => ({ type: 'deliver', user_id: entry.user_id, checkin_id: entry.checkin_id })),
  ];
  await queue.send(messages);
  await due.handedOn();
  return { due: due.items.length, deliveries: outbox.length };
}
