import { GOAL_NEEDS_WORDS, hasWords } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Goal, UpdateGoalBody } from '@cakewalk/shared/schemas/goal.ts';
import { getGoalDueDates } from '../../data/goals/read-goals.ts';
import * as goals from '../../data/goals/write-goals.ts';
import { Invalid } from '../../domain/errors.ts';
import { refusePastDueDate } from './refuse-past-due-date.ts';

/**
 * New words, tone or due date for a goal; an empty due date clears it. A change of date keeps the
 * date it moved from, so its Undo can give that date back even when it is past by then.
 */
export async function updateGoal(userId: string, goalId: string, changes: UpdateGoalBody): Promise<Goal> {
  if (!hasWords(changes.title)) throw new Invalid(GOAL_NEEDS_WORDS);
  const dates = await getGoalDueDates(userId, goalId);
  await refusePastDueDate(userId, changes.due_date, [dates.due_date, dates.previous_due_date]);
  const dueDate = changes.due_date || null;
  return goals.updateGoal(userId, goalId, { ...changes, due_date: dueDate, ...(dueDate !== dates.due_date && { previous_due_date: dates.due_date }) });
}
