import type { ImportResult } from '@cakewalk/shared/schemas/account.ts';
import type { ExportFile } from '@cakewalk/shared/schemas/export-file.ts';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { newGoalId, writeImportedGoal } from '../../data/goals/import-goal.ts';
import { countGoals } from '../../data/goals/read-goals.ts';
import { deleteGoal } from '../../data/goals/write-goals.ts';
import { importedReflectionItems, removeReflections, writeReflections } from '../../data/reflections/import-reflections.ts';
import { Invalid } from '../../domain/errors.ts';
import { giveBackGoalPlacesOf, takeGoalPlacesFor } from '../limits/goal-quota.ts';

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
    for (const [i, goal] of file.goals.entries()) await writeImportedGoal(userId, goalIds[i]!, goal);
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
