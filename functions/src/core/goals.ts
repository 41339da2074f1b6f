import type { CreateGoalBody, Goal, GoalSummary, UpdateGoalBody } from '@cakewalk/shared/schemas/goal.ts';
import * as goals from '../data/goals.ts';

// Creating, reading, changing and deleting a goal. A goal is read whole (its tree, with the
// statuses derived); ids another user owns are simply not found.

export const listGoals = goals.listGoals;
export const getGoal = goals.getGoal;
export const deleteGoal = goals.deleteGoal;

export async function listGoalSummaries(userId: string): Promise<GoalSummary[]> {
  return (await goals.listGoals(userId)).map(({ id, title, status }) => ({ id, title, status }));
}

export function createGoal(userId: string, input: Omit<CreateGoalBody, 'user_id'>): Promise<Goal> {
  return goals.createGoal(userId, {
    title: input.title,
    tone: input.tone,
    description: input.description ?? '',
    due_date: input.due_date || null,
    subgoals: input.subgoals,
  });
}

/** An empty due date clears it. */
export function updateGoal(userId: string, goalId: string, changes: UpdateGoalBody): Promise<Goal> {
  return goals.updateGoal(userId, goalId, { ...changes, due_date: changes.due_date || null });
}

/** The goals not yet done, in the order the dashboard shows them. */
export async function listActiveGoals(userId: string): Promise<Goal[]> {
  return (await goals.listGoals(userId)).filter((goal) => goal.status !== 'done');
}
