import { listOutbox } from '../../data/checkins/delivery.ts';
import { listEmailOutbox } from '../../data/checkins/rounds.ts';
import { listDue } from '../../data/checkins/schedule.ts';
import type { RoundMessage } from './round-message.ts';
import type { RoundQueue } from './round-queue.ts';

// The tick, every minute: it only enqueues, one message per round that fell due, one per check-in
// whose Telegram send or notification waits in an outbox, and one per round whose email does.
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
  const [due, telegram, push, email] = await Promise.all([listDue(minuteOf(now)), listOutbox('telegram'), listOutbox('push'), listEmailOutbox()]);
  const resend = (channel: 'telegram' | 'push') => (entry: { user_id: string; checkin_id: string }): RoundMessage =>
    ({ type: 'deliver', user_id: entry.user_id, checkin_id: entry.checkin_id, channel });
  const messages: RoundMessage[] = [
    ...due.items.map((item): RoundMessage => ({ type: 'due', item })),
    ...telegram.map(resend('telegram')),
    ...push.map(resend('push')),
    ...email.map((round): RoundMessage => ({ type: 'deliver-email', ...round })),
  ];
  await queue.send(messages);
  await due.handedOn();
  return { due: due.items.length, deliveries: messages.length - due.items.length };
}
