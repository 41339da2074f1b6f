import { GOAL_NEEDS_WORDS, hasWords } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Goal, UpdateGoalBody } from '@cakewalk/shared/schemas/goal.ts';
import { getGoalDueDate } from '../../data/goals/read-goals.ts';
import * as goals from '../../data/goals/write-goals.ts';
import { Invalid } from '../../domain/errors.ts';
import { refusePastDueDate } from './refuse-past-due-date.ts';

/** New words, tone or due date for a goal; an empty due date clears it. */
export async function updateGoal(userId: string, goalId: string, changes: UpdateGoalBody): Promise<Goal> {
  if (!hasWords(changes.title)) throw new Invalid(GOAL_NEEDS_WORDS);
  await refusePastDueDate(userId, changes.due_date, () => getGoalDueDate(userId, goalId));
  return goals.updateGoal(userId, goalId, { ...changes, due_date: changes.due_date || null });
}
