import { DueKind } from '@cakewalk/shared/schemas/checkin.ts';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import { CHECKIN_CHANNELS, type CheckinChannel } from '../../metric-names.ts';

// What the tick puts on the queue: a schedule item that fell due (its whole item, so the worker
// needs no read to find it), a check-in whose Telegram send or notification waits in an outbox,
// or a round whose email does.

const DueMessage = z.object({
  type: z.literal('due'),
  item: z.object({
    pk: z.string(),
    sk: z.string(),
    user_id: z.string(),
    kind: DueKind,
    due_at: z.iso.datetime(),
    checkin_id: z.optional(z.string()),
  }),
});

const DeliverMessage = z.object({
  type: z.literal('deliver'),
  user_id: z.string(),
  checkin_id: z.string(),
  /** Left out by ticks from before notifications: Telegram. */
  channel: z.optional(z.enum(CHECKIN_CHANNELS)),
});

const DeliverEmailMessage = z.object({
  type: z.literal('deliver-email'),
  user_id: z.string(),
  kind: z.enum(['daily', 'weekly']),
  day: z.iso.date(),
});

export const RoundMessage = z.discriminatedUnion('type', [DueMessage, DeliverMessage, DeliverEmailMessage]);
export type RoundMessage = z.infer<typeof RoundMessage>;

/** A send that waits in a channel's outbox, as the tick hands it to the worker. */
export type OutboxMessage = Exclude<RoundMessage, { type: 'due' }>;

/** The channel an outbox's message is for. */
export const channelOf = (message: OutboxMessage): CheckinChannel =>
  message.type === 'deliver-email' ? 'email' : message.channel ?? 'telegram';

/** Throws on anything that is not a round message: the worker reports it failed, and SQS retries it into the DLQ. */
export function parseRoundMessage(body: string): RoundMessage {
  return RoundMessage.parse(JSON.parse(body));
}
