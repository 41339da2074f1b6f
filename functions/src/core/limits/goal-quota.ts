import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { PendingImport } from '../../data/imports/pending-imports.ts';
import { giveBackGoalPlaces, startGoalCount, takeGoalPlaces } from '../../data/limits/goal-count.ts';
import { countGoals } from '../../data/goals/read-goals.ts';
import { Unauthenticated, Unavailable } from '../../domain/errors.ts';
import { ACCOUNT_DELETED } from '../accounts/account-closing.ts';
import { settleImports } from '../account-data/settle-imports.ts';

// A user has at most ABUSE_LIMITS.goalsPerUser goals. Places are taken with one conditional
// write before a goal is written, so goals saved at once cannot together pass the bound, and
// given back by the delete that removes a goal (or by a save that fails).

/**
 * Takes `count` places (for an import, recording it in the same write); false when the user has
 * too few left, even once imports that died half-way have given theirs back.
 */
export async function takeGoalPlacesFor(userId: string, count = 1, forImport?: { id: string; pending: PendingImport }): Promise<boolean> {
  const max = ABUSE_LIMITS.goalsPerUser;
  let settled = false;
  // Requests at once can each see the count missing or moved; a few rounds settle them.
  for (let round = 0; round < 5; round += 1) {
    const taken = await takeGoalPlaces(userId, count, max, forImport);
    if (taken === 'taken') return true;
    if (taken === 'full') {
      if (settled || !(await settleImports(userId))) return false;
      settled = true;
    }
    if (taken === 'no-account') throw new Unauthenticated(ACCOUNT_DELETED);
    if (taken === 'uncounted') await startGoalCount(userId, await countGoals(userId));
  }
  throw new Unavailable('Your goals are being saved elsewhere just now. Try again in a moment.');
}

export function giveBackGoalPlacesOf(userId: string, count = 1): Promise<void> {
  return giveBackGoalPlaces(userId, count);
}
