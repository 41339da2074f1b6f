import { GOAL_NEEDS_WORDS, hasWords } from '@cakewalk/shared/schemas/breakdown.ts';
import type { CreateGoalBody, Goal } from '@cakewalk/shared/schemas/goal.ts';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import * as goals from '../../data/goals/write-goals.ts';
import { Invalid } from '../../domain/errors.ts';
import { giveBackGoalPlacesOf, takeGoalPlacesFor } from '../limits/goal-quota.ts';
import { refusePastDueDate } from './refuse-past-due-date.ts';

const { goalsPerUser } = ABUSE_LIMITS;

/** A goal takes one of the user's goal places before anything is written (see goal-quota.ts). */
export async function createGoal(userId: string, input: Omit<CreateGoalBody, 'user_id'>): Promise<Goal> {
  // Checked before a place is taken: a goal of emoji alone is refused as its breakdown is.
  if (!hasWords(input.title)) throw new Invalid(GOAL_NEEDS_WORDS);
  await refusePastDueDate(userId, input.due_date);
  if (!(await takeGoalPlacesFor(userId))) throw new Invalid(`You have ${goalsPerUser} goals. Finish or delete one first.`);
  let goal: Goal;
  try {
    goal = await goals.createGoal(userId, {
      title: input.title,
      tone: input.tone,
      description: input.description ?? '',
      due_date: input.due_date || null,
      if_then: input.if_then ?? null,
      subgoals: input.subgoals,
    });
  } catch (error) {
    await giveBackGoalPlacesOf(userId);
    throw error;
  }
  return goal;
}
