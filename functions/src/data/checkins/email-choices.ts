import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import { settingsKey } from '../keys.ts';
import { update } from '../store.ts';

/** Turns one kind of check-in email off (nothing to do when email choices were never saved: all off). */
export async function turnOffEmailCheckins(userId: string, kind: CheckinKind): Promise<void> {
  await update({
    Key: settingsKey(userId),
    UpdateExpression: 'SET email.#kind = :off',
    ConditionExpression: 'attribute_exists(email)',
    ExpressionAttributeNames: { '#kind': kind },
    ExpressionAttributeValues: { ':off': false },
  });
}
