import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { addDays, dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { timeZoneOf } from '../../data/checkins/settings.ts';
import { getGoal } from '../../data/goals/read-goals.ts';
import { snoozeGoal, wakeGoal } from '../../data/goals/write-goals.ts';

/**
 * "Not today" on a goal: its next bite and its daily check-in rest until tomorrow where the person
 * is (shared/src/rules/today.ts, isResting); its habits stay on Today. `resting: false` is the
 * Undo, and brings the bite back at once. Answers the goal as it is now.
 */
export async function restGoal(userId: string, goalId: string, resting: boolean, now = new Date()): Promise<Goal> {
  if (resting) await snoozeGoal(userId, goalId, addDays(dayIn(now, await timeZoneOf(userId)), 1));
  else await wakeGoal(userId, goalId);
  return getGoal(userId, goalId);
}
