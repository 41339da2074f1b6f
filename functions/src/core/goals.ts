import { GOAL_NEEDS_WORDS, hasWords } from '@cakewalk/shared/schemas/breakdown.ts';
import type { CreateGoalBody, Goal, GoalSummary, UpdateGoalBody } from '@cakewalk/shared/schemas/goal.ts';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import * as goals from '../data/goals.ts';
import { Invalid } from '../domain/errors.ts';
import { giveBackGoalPlacesOf, takeGoalPlacesFor } from './goal-places.ts';

// Creating, reading, changing and deleting a goal. A goal is read whole (its tree, with the
// statuses derived); ids another user owns are simply not found.

export const listGoals = goals.listGoals;
export const getGoal = goals.getGoal;

export async function listGoalSummaries(userId: string): Promise<GoalSummary[]> {
  return (await goals.listGoals(userId)).map(({ id, title, status }) => ({ id, title, status }));
}

const { goalsPerUser } = ABUSE_LIMITS;

/** A goal takes one of the user's goal places before anything is written (see goal-places.ts). */
export async function createGoal(userId: string, input: Omit<CreateGoalBody, 'user_id'>): Promise<Goal> {
  // Checked before a place is taken: a goal of emoji alone is refused as its breakdown is.
  if (!hasWords(input.title)) throw new Invalid(GOAL_NEEDS_WORDS);
  if (!(await takeGoalPlacesFor(userId))) throw new Invalid(`You have ${goalsPerUser} goals. Finish or delete one first.`);
  try {
    return await goals.createGoal(userId, {
      title: input.title,
      tone: input.tone,
      description: input.description ?? '',
      due_date: input.due_date || null,
      subgoals: input.subgoals,
    });
  } catch (error) {
    await giveBackGoalPlacesOf(userId);
    throw error;
  }
}

/** The place comes back once, from the delete that removed the goal, however many run at once. */
export async function deleteGoal(userId: string, goalId: string): Promise<void> {
  if (await goals.deleteGoal(userId, goalId)) await giveBackGoalPlacesOf(userId);
}

/** An empty due date clears it. */
export async function updateGoal(userId: string, goalId: string, changes: UpdateGoalBody): Promise<Goal> {
  if (!hasWords(changes.title)) throw new Invalid(GOAL_NEEDS_WORDS);
  return goals.updateGoal(userId, goalId, { ...changes, due_date: changes.due_date || null });
}

/** The goals not yet done, in the order the dashboard shows them. */
export async function listActiveGoals(userId: string): Promise<Goal[]> {
  return (await goals.listGoals(userId)).filter((goal) => goal.status !== 'done');
}
