import type { Goal, GoalSummary } from '@cakewalk/shared/schemas/goal.ts';
import * as goals from '../../data/goals/read-goals.ts';

// Reading goals. A goal is read whole (its tree, with the statuses derived); ids another user
// owns are simply not found.

export const listGoals = goals.listGoals;
export const getGoal = goals.getGoal;

export async function listGoalSummaries(userId: string): Promise<GoalSummary[]> {
  return (await goals.listGoals(userId)).map(({ id, title, status }) => ({ id, title, status }));
}

/** The goals not yet done, in the order the dashboard shows them. */
export async function listActiveGoals(userId: string): Promise<Goal[]> {
  return (await goals.listGoals(userId)).filter((goal) => goal.status !== 'done');
}
