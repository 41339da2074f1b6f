// What every channel's send shares: who may send it (claimed under a condition) and how a send
// ends (settled, counted under the channel's name, and into the channel's outbox when it is to be
// tried again). Each channel's folder holds its own sending code.

import { NotFound } from '../../../domain/errors.ts';
import { addToOutbox, finishDelivery, removeFromOutbox, sendHeldFromWrite, type CheckinChannel } from '../../../data/checkins/delivery.ts';
import { getCheckinItem } from '../../../data/checkins/checkins.ts';
import { countCheckinFailed, countCheckinsSent } from '../../../metrics.ts';
import type { OutboxMessage } from '../round-message.ts';

// Long enough for one send (its timeout is 10 s), short enough that a worker that died mid-send
// does not hold the check-in back for long.
export const LEASE_MS = 2 * 60 * 1000;

/** A new check-in's send on the channel, held by the round that writes it for as long as a claim's lease. */
export const heldFromWrite = (channel: CheckinChannel, now: Date) => sendHeldFromWrite(channel, now, LEASE_MS);

/** What became of one send: 'busy' when another worker holds it, 'settled' when nothing was left to send. */
export type DeliveryResult = 'sent' | 'retrying' | 'failed' | 'none' | 'busy' | 'settled';

export interface DeliveryTarget {
  user_id: string;
  checkin_id: string;
  /** True when the send was found in the outbox, which then drops it once it is settled. */
  fromOutbox?: boolean;
}

type Ended = 'sent' | 'failed' | 'none' | 'pending';

/** The check-in a send from a channel's outbox is for. */
export function outboxTarget(message: OutboxMessage): DeliveryTarget {
  if (message.type !== 'deliver') throw new Error(`Not a check-in's send: ${message.type}`);
  return { user_id: message.user_id, checkin_id: message.checkin_id, fromOutbox: true };
}

/**
 * Where one kind of send keeps its state and its outbox: a check-in's state on a channel, or a
 * round's email. notOurs and settle work the same on each.
 */
export interface SendLedger<T extends { fromOutbox?: boolean }> {
  channel: CheckinChannel | 'email';
  /** The send's state, 'gone' when what it was for no longer exists. */
  state(target: T): Promise<string>;
  finish(target: T, state: Ended): Promise<void>;
  enqueue(target: T): Promise<void>;
  dequeue(target: T): Promise<void>;
}

/** A check-in's send on a channel: its state on the check-in, its pointer in the channel's outbox. */
export function checkinLedger(channel: CheckinChannel): SendLedger<DeliveryTarget> {
  return {
    channel,
    state: (target) =>
      getCheckinItem(target.user_id, target.checkin_id).then(
        (item) => item[channel] ?? 'none',
        (error: unknown) => {
          if (error instanceof NotFound) return 'gone';
          throw error;
        },
      ),
    finish: (target, state) => finishDelivery(channel, target.user_id, target.checkin_id, state),
    enqueue: (target) => addToOutbox(channel, target.user_id, target.checkin_id),
    dequeue: (target) => removeFromOutbox(channel, target),
  };
}

/**
 * Not ours to send: another worker is sending it (the outbox keeps it, in case that one dies), or
 * it is done.
 */
export async function notOurs<T extends { fromOutbox?: boolean }>(ledger: SendLedger<T>, target: T): Promise<DeliveryResult> {
  const state = await ledger.state(target);
  if (state === 'pending' || state === 'sending') {
    if (!target.fromOutbox) await ledger.enqueue(target);
    return 'busy';
  }
  if (target.fromOutbox) await ledger.dequeue(target);
  return 'settled';
}

/** Records how a send ended; one to try again goes to the outbox. */
export async function settle<T extends { fromOutbox?: boolean }>(ledger: SendLedger<T>, target: T, state: Ended): Promise<void> {
  await ledger.finish(target, state);
  if (state === 'sent') countCheckinsSent(ledger.channel);
  if (state === 'failed') countCheckinFailed(ledger.channel);
  if (state === 'pending') await ledger.enqueue(target);
  else if (target.fromOutbox) await ledger.dequeue(target);
}
