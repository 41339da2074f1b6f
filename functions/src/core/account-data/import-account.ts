import type { ImportResult } from '@cakewalk/shared/schemas/account.ts';
import type { ExportFile, ExportGoal, ExportMicrotask } from '@cakewalk/shared/schemas/export-file.ts';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { periodsFromFigures } from '@cakewalk/shared/rules/habit.ts';
import { countGoals } from '../../data/goals/read-goals.ts';
import type { NewBite } from '../../data/goals/new-items.ts';
import { createGoal, deleteGoal, newGoalId, type NewGoal } from '../../data/goals/write-goals.ts';
import { importedReflectionItems, removeReflections, writeReflections } from '../../data/reflections/import-reflections.ts';
import { Invalid } from '../../domain/errors.ts';
import { giveBackGoalPlacesOf, takeGoalPlacesFor } from '../limits/goal-quota.ts';

/**
 * A bite as the file has it, written as a new goal's bites are. A habit keeps its periods (a
 * file from before they were exported gives its figures, and periods are made that match them);
 * its status follows from them, as every habit's does.
 */
function importedBite(bite: ExportMicrotask, createdDay: string): NewBite {
  const minutes = bite.minutes ?? undefined;
  if (!bite.repeat) return { title: bite.title, status: bite.status, minutes };
  const periods = bite.periods ?? periodsFromFigures(bite.repeat, bite, createdDay);
  return { title: bite.title, repeat: bite.repeat, minutes, periods };
}

/** An exported goal as a new goal with the same plan, statuses, history and dates. */
function importedGoal(goal: ExportGoal): NewGoal {
  const createdDay = goal.created_at.slice(0, 10);
  return {
    title: goal.title,
    tone: goal.tone,
    description: goal.description,
    due_date: goal.due_date,
    if_then: goal.if_then ?? null,
    created_at: goal.created_at,
    subgoals: goal.subgoals.map((subgoal) => ({
      title: subgoal.title,
      tasks: subgoal.tasks.map((task) => ({ title: task.title, microtasks: task.microtasks.map((bite) => importedBite(bite, createdDay)) })),
    })),
  };
}

/**
 * Adds an export's goals and reflections to the account as new items. The file was checked
 * whole before this runs; if a write fails, what was written is deleted again, so an import
 * adds everything or nothing. A reflection about a goal of the file follows that goal's new id.
 */
export async function importAccount(userId: string, file: ExportFile): Promise<ImportResult> {
  if (file.goals.length > 0 && !(await takeGoalPlacesFor(userId, file.goals.length))) {
    const have = await countGoals(userId);
    const cap = ABUSE_LIMITS.goalsPerUser;
    throw new Invalid(`You have ${have} goals and this file has ${file.goals.length}: together that is over ${cap}. Finish or delete some first.`);
  }
  const goalIds = file.goals.map(() => newGoalId());
  const newIdOf = new Map(file.goals.map((goal, i) => [goal.id, goalIds[i]!]));
  const reflections = importedReflectionItems(userId, file.reflections.map((reflection) => ({
    ...reflection,
    goal_id: (reflection.goal_id && newIdOf.get(reflection.goal_id)) || null,
  })));
  try {
    for (const [i, goal] of file.goals.entries()) await createGoal(userId, importedGoal(goal), goalIds[i]!);
    await writeReflections(reflections);
  } catch (error) {
    // Leftovers of a goal whose own item was never written are invisible, and deleting them is
    // the same as deleting a whole goal.
    await Promise.allSettled([
      ...goalIds.map((id) => deleteGoal(userId, id)),
      removeReflections(reflections),
      ...(file.goals.length > 0 ? [giveBackGoalPlacesOf(userId, file.goals.length)] : []),
    ]);
    throw error;
  }
  return { goals: file.goals.length, reflections: file.reflections.length };
}
