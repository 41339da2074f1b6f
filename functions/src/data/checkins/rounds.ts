import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import { checkinRoundKey } from '../keys.ts';
import { put } from '../store.ts';

// One round of check-ins per kind and local day. The same round may be claimed again (a run
// that stopped half-way is finished by the next), but a second round that day is refused, even
// when the user moves the check-in time after one has gone out.
const KEEP_SECONDS = 8 * 24 * 60 * 60;

export async function claimRound(userId: string, kind: CheckinKind, localDay: string, dueAt: string, now: Date): Promise<boolean> {
  const { written } = await put({
    Item: {
      ...checkinRoundKey(userId, kind, localDay),
      due_at: dueAt,
      expires_at: Math.ceil(now.getTime() / 1000) + KEEP_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(pk) OR due_at = :due',
    ExpressionAttributeValues: { ':due': dueAt },
  });
  return written;
}
