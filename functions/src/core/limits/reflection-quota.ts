import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { tooManyReflections, tooManyImportedReflections } from '@cakewalk/shared/schemas/reflection.ts';
import {
  giveBackReflectionPlace, reflectionCountOf, startReflectionCount, takeReflectionPlace,
} from '../../data/limits/reflection-count.ts';
import { countReflections } from '../../data/reflections/reflections.ts';
import { Invalid, Unauthenticated, Unavailable } from '../../domain/errors.ts';
import { ACCOUNT_DELETED } from '../accounts/account-closing.ts';

// A user keeps at most ABUSE_LIMITS.reflectionsPerUser reflections. A place is taken with one
// conditional write before a reflection is written and given back by its delete (or a failed
// write); an import's reflections are counted in the write that commits it.

const MAX = ABUSE_LIMITS.reflectionsPerUser;

/** The count on the profile, started from the reflections there for an account from before counts. */
async function countOf(userId: string): Promise<number> {
  const count = await reflectionCountOf(userId);
  if (count === 'no-account') throw new Unauthenticated(ACCOUNT_DELETED);
  if (count !== undefined) return count;
  await startReflectionCount(userId, await countReflections(userId));
  const started = await reflectionCountOf(userId);
  if (typeof started !== 'number') throw new Unauthenticated(ACCOUNT_DELETED);
  return started;
}

/** Writes one reflection within the bound: its place is taken first and given back if `write` fails. */
export async function withReflectionPlace<T>(userId: string, write: () => Promise<T>): Promise<T> {
  let taken = await takeReflectionPlace(userId, MAX);
  if (taken === 'uncounted') {
    await countOf(userId);
    taken = await takeReflectionPlace(userId, MAX);
  }
  if (taken === 'no-account') throw new Unauthenticated(ACCOUNT_DELETED);
  if (taken === 'full') throw new Invalid(tooManyReflections());
  if (taken !== 'taken') throw new Unavailable('Your reflections are being saved elsewhere just now. Try again in a moment.');
  try {
    return await write();
  } catch (error) {
    await giveBackReflectionPlace(userId).catch(() => undefined);
    throw error;
  }
}

export function giveBackReflectionPlaceOf(userId: string): Promise<void> {
  return giveBackReflectionPlace(userId);
}

/**
 * Refuses an import whose reflections would take the account past the bound, before anything is
 * written; the commit checks the bound again in its one write, against imports and writes at once.
 */
export async function refuseReflectionsOverBound(userId: string, adding: number): Promise<void> {
  const have = await countOf(userId);
  if (have + adding > MAX) throw new Invalid(tooManyImportedReflections(have, adding));
}

/** What the commit counts the import's reflections against. */
export const reflectionBound = (count: number) => ({ count, max: MAX });
