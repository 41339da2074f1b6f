import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { giveBackGoalPlaces, startGoalCount, takeGoalPlaces } from '../data/allowances.ts';
import { countGoals } from '../data/goals.ts';

// A user has at most ABUSE_LIMITS.goalsPerUser goals. Places are taken with one conditional
// write before a goal is written, so goals saved at once cannot together pass the bound, and
// given back by the delete that removes a goal (or by a save that fails).

/** Takes `count` places; false when the user has too few left. */
export async function takeGoalPlacesFor(userId: string, count = 1): Promise<boolean> {
  const max = ABUSE_LIMITS.goalsPerUser;
  let taken = await takeGoalPlaces(userId, count, max);
  if (taken === 'uncounted') {
    await startGoalCount(userId, await countGoals(userId));
    taken = await takeGoalPlaces(userId, count, max);
  }
  return taken === 'taken';
}

export function giveBackGoalPlacesOf(userId: string, count = 1): Promise<void> {
  return giveBackGoalPlaces(userId, count);
}
