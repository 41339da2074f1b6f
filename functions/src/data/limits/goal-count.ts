import { recordImport, type PendingImport } from '../imports/pending-imports.ts';
import { profileKey } from '../keys.ts';
import { get, update } from '../store.ts';

// The user's goal count, on the profile: a place is taken with one conditional write before a
// goal is written, so goals saved at once cannot together pass the bound.

export type PlacesTaken = 'taken' | 'full' | 'uncounted' | 'retry' | 'no-account';

/**
 * Takes `count` of the user's `max` goal places, kept as a count on the profile. 'uncounted'
 * when the profile has no count yet (an account from before counts): start one, then ask again.
 * An import records itself in the same write (imports/pending-imports.ts), so its places can
 * always be found again and given back.
 */
export async function takeGoalPlaces(userId: string, count: number, max: number, forImport?: { id: string; pending: PendingImport }): Promise<PlacesTaken> {
  const record = forImport && recordImport(forImport.id, forImport.pending);
  const { written } = await update({
    Key: profileKey(userId),
    UpdateExpression: `ADD goal_count :count${record ? ` SET ${record.set}` : ''}`,
    ConditionExpression: `attribute_exists(goal_count) AND goal_count <= :room${record ? ` AND ${record.condition}` : ''}`,
    ...(record && { ExpressionAttributeNames: record.names }),
    ExpressionAttributeValues: { ':count': count, ':room': max - count, ...record?.values },
  });
  if (written) return 'taken';
  // The refusal may date from before another request started the count; only a count read
  // now that leaves no room means full.
  const profile = await get<{ goal_count?: number }>(profileKey(userId), ['pk', 'goal_count']);
  if (!profile) return 'no-account';
  if (profile.goal_count === undefined) return 'uncounted';
  return profile.goal_count > max - count ? 'full' : 'retry';
}

/** Starts the count at the goals the user has, unless another request started it first. */
export async function startGoalCount(userId: string, goals: number): Promise<void> {
  await update({
    Key: profileKey(userId),
    UpdateExpression: 'SET goal_count = :goals',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(goal_count)',
    ExpressionAttributeValues: { ':goals': goals },
  });
}

export async function giveBackGoalPlaces(userId: string, count: number): Promise<void> {
  await update({
    Key: profileKey(userId),
    UpdateExpression: 'ADD goal_count :minus',
    ConditionExpression: 'goal_count >= :count',
    ExpressionAttributeValues: { ':minus': -count, ':count': count },
  });
}
