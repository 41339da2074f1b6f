import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import type { DeliveryState } from './checkins.ts';
import { EMAIL_OUTBOX_PK, checkinRoundKey, checkinRoundKind, emailOutboxKey, readItem, type RoundItem } from '../keys.ts';
import { endSend, takeSend } from './send-lease.ts';
import { get, put, queryAll, remove, update } from '../store.ts';

// One round of check-ins per kind and local day. The same round may be claimed again (a run
// that stopped half-way is finished by the next), but a second round that day is refused, even
// when the user moves the check-in time after one has gone out. The round item also carries the
// round's email (one email says the whole round), claimed like a check-in's Telegram send.
const KEEP_SECONDS = 8 * 24 * 60 * 60;

export interface RoundRef {
  user_id: string;
  kind: CheckinKind;
  /** The round's local day, YYYY-MM-DD. */
  day: string;
}

export type { RoundItem } from '../keys.ts';

/** A claimed round: its item, and whether this claim's write created it. */
export interface ClaimedRound {
  item: RoundItem;
  created: boolean;
}

/**
 * Claims the round; answers the round item, or undefined when another round of the kind went out
 * that day. `email` is 'pending' when the round sends an email: the write that creates the round
 * item then holds that email for this try ('sending', with `leaseMs` as a claim of it takes), so
 * its send makes no claim of its own. A repeated claim keeps the state the email has, so a round
 * retried after its email went out does not send it again.
 */
export async function claimRound(
  userId: string, kind: CheckinKind, localDay: string, dueAt: string, now: Date, email: 'pending' | 'none', leaseMs: number,
): Promise<ClaimedRound | undefined> {
  const key = checkinRoundKey(userId, kind, localDay);
  const expires = Math.ceil(now.getTime() / 1000) + KEEP_SECONDS;
  if (email === 'pending') {
    const held = { ...key, due_at: dueAt, expires_at: expires, email: 'sending', email_lease_until: new Date(now.getTime() + leaseMs).toISOString() };
    const { written } = await put({ Item: held, ConditionExpression: 'attribute_not_exists(pk)' });
    if (written) return { item: readItem(checkinRoundKind, held), created: true };
  }
  const { attributes } = await update({
    Key: key,
    UpdateExpression: 'SET due_at = :due, expires_at = :expires, email = if_not_exists(email, :email)',
    ConditionExpression: 'attribute_not_exists(pk) OR due_at = :due',
    ExpressionAttributeValues: { ':due': dueAt, ':expires': expires, ':email': email },
    ReturnValues: 'ALL_NEW',
  });
  return attributes && { item: readItem(checkinRoundKind, attributes), created: false };
}

/** Takes the right to send the round's email (as claimDelivery does for a check-in). */
export async function claimRoundEmail(round: RoundRef, now: Date, leaseMs: number): Promise<RoundItem | undefined> {
  const { attributes } = await update({ Key: checkinRoundKey(round.user_id, round.kind, round.day), ...takeSend('email', 'email_lease_until', now, leaseMs) });
  return attributes && readItem(checkinRoundKind, attributes);
}

export async function roundEmailState(round: RoundRef): Promise<DeliveryState | undefined> {
  const item = await get(checkinRoundKey(round.user_id, round.kind, round.day));
  return item && readItem(checkinRoundKind, item).email;
}

export async function finishRoundEmail(round: RoundRef, state: Exclude<DeliveryState, 'sending'>): Promise<void> {
  await update({ Key: checkinRoundKey(round.user_id, round.kind, round.day), ...endSend('email', 'email_lease_until', state) });
}

export async function addRoundToEmailOutbox(round: RoundRef): Promise<void> {
  await put({ Item: { ...emailOutboxKey(round.user_id, round.kind, round.day), ...round } });
}

export async function removeRoundFromEmailOutbox(round: RoundRef): Promise<void> {
  await remove({ Key: emailOutboxKey(round.user_id, round.kind, round.day) });
}

export function listEmailOutbox(): Promise<RoundRef[]> {
  return queryAll<RoundRef>({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': EMAIL_OUTBOX_PK },
    ProjectionExpression: 'user_id, kind, #day',
    ExpressionAttributeNames: { '#day': 'day' },
    ConsistentRead: true,
  });
}
