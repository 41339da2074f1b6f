import * as goals from '../../data/goals/write-goals.ts';
import { giveBackGoalPlacesOf } from '../limits/goal-quota.ts';

/** The place comes back once, from the delete that removed the goal, however many run at once. */
export async function deleteGoal(userId: string, goalId: string): Promise<void> {
  if (await goals.deleteGoal(userId, goalId)) await giveBackGoalPlacesOf(userId);
}
