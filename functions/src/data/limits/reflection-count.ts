import { profileKey } from '../keys.ts';
import { get, update } from '../store.ts';

// The user's reflection count, on the profile beside the goal count: a place is taken with one
// conditional write before a reflection is written, so reflections written at once cannot
// together pass the bound. An import adds its reflections to the count in the write that
// commits it (imports/pending-imports.ts), so an import that never commits never counts.

export type ReflectionPlaces = 'taken' | 'full' | 'uncounted' | 'no-account';

/** Takes one of the user's `max` places; 'uncounted' when the profile has no count yet (an account from before counts). */
export async function takeReflectionPlace(userId: string, max: number): Promise<ReflectionPlaces> {
  const { written } = await update({
    Key: profileKey(userId),
    UpdateExpression: 'ADD reflection_count :one',
    ConditionExpression: 'attribute_exists(reflection_count) AND reflection_count < :max',
    ExpressionAttributeValues: { ':one': 1, ':max': max },
  });
  if (written) return 'taken';
  const count = await reflectionCountOf(userId);
  return count === 'no-account' ? count : count === undefined ? 'uncounted' : 'full';
}

/** The count on the profile: undefined before one is started, 'no-account' when there is no profile. */
export async function reflectionCountOf(userId: string): Promise<number | undefined | 'no-account'> {
  const profile = await get<{ reflection_count?: number }>(profileKey(userId), ['pk', 'reflection_count']);
  return profile ? profile.reflection_count : 'no-account';
}

/** Starts the count at the reflections the user has, unless another request started it first. */
export async function startReflectionCount(userId: string, reflections: number): Promise<void> {
  await update({
    Key: profileKey(userId),
    UpdateExpression: 'SET reflection_count = :count',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(reflection_count)',
    ExpressionAttributeValues: { ':count': reflections },
  });
}

/** Gives a place back: the reflection was deleted, or its write failed. */
export async function giveBackReflectionPlace(userId: string): Promise<void> {
  await update({
    Key: profileKey(userId),
    UpdateExpression: 'ADD reflection_count :minus',
    ConditionExpression: 'reflection_count >= :one',
    ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
  });
}
