import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import { ddb, tableName } from './client.ts';
import { userPk } from './goal-keys.ts';
import { isConditionFailed } from './unavailable.ts';

// One round of check-ins per kind and local day. The same round may be claimed again (a run
// that stopped half-way is finished by the next), but a second round that day is refused, even
// when the user moves the check-in time after one has gone out.
const KEEP_SECONDS = 8 * 24 * 60 * 60;

export async function claimRound(userId: string, kind: CheckinKind, localDay: string, dueAt: string, now: Date): Promise<boolean> {
  try {
    await ddb().send(new PutCommand({
      TableName: tableName(),
      Item: {
        pk: userPk(userId),
        sk: `CHECKINRUN#${kind}#${localDay}`,
        due_at: dueAt,
        expires_at: Math.ceil(now.getTime() / 1000) + KEEP_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk) OR due_at = :due',
      ExpressionAttributeValues: { ':due': dueAt },
    }));
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
