import { listDue } from '../../data/checkins/schedule.ts';
import { OUTBOXES } from './channels/outbox-list.ts';
import type { RoundMessage } from './round-message.ts';
import type { RoundQueue } from './round-queue.ts';

// The tick, every minute: it only enqueues, one message per round that fell due and one per send
// that waits in a channel's outbox (a check-in's Telegram message or notification, a round's email).
// The rounds and the sends themselves run in the worker.

export interface TickSummary {
  due: number;
  deliveries: number;
}

/** The minute `now` falls in, 'YYYY-MM-DDTHH:MM': everything due up to its start is read. */
const minuteOf = (now: Date) => now.toISOString().slice(0, 16);

/**
 * A minute leaves the schedule's index only once all its messages are on the queue; a tick that
 * fails before that leaves them for the next tick, which may enqueue some twice. The worker is
 * idempotent, so a repeat costs a little work and never a second check-in.
 */
export async function tick(now: Date, queue: RoundQueue): Promise<TickSummary> {
  const [due, ...waiting] = await Promise.all([listDue(minuteOf(now)), ...OUTBOXES.map((outbox) => outbox.waiting())]);
  const messages: RoundMessage[] = [...due.items.map((item): RoundMessage => ({ type: 'due', item })), ...waiting.flat()];
  await queue.send(messages);
  await due.handedOn();
  return { due: due.items.length, deliveries: messages.length - due.items.length };
}
