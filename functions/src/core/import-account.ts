import type { ImportResult } from '@cakewalk/shared/schemas/account.ts';
import type { ExportFile } from '@cakewalk/shared/schemas/export-file.ts';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { newGoalId, writeImportedGoal } from '../data/goal-import.ts';
import { deleteGoal } from '../data/goals.ts';
import { GOAL_PREFIX, nodeOfSk, type Key } from '../data/keys.ts';
import { importedReflectionItems, removeReflections, writeReflections } from '../data/reflection-import.ts';
import { pagesOf } from '../data/user-partition.ts';
import { Invalid } from '../domain/errors.ts';

async function goalCount(userId: string): Promise<number> {
  let count = 0;
  for await (const page of pagesOf<Key>(userId, GOAL_PREFIX, ['pk', 'sk'])) {
    count += page.filter((item) => nodeOfSk(item.sk).depth === 0).length;
  }
  return count;
}

/**
 * Adds an export's goals and reflections to the account as new items. The file was checked
 * whole before this runs; if a write fails, what was written is deleted again, so an import
 * adds everything or nothing. A reflection about a goal of the file follows that goal's new id.
 */
export async function importAccount(userId: string, file: ExportFile): Promise<ImportResult> {
  const have = await goalCount(userId);
  const cap = ABUSE_LIMITS.goalsPerUser;
  if (have + file.goals.length > cap) {
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
    await Promise.allSettled([...goalIds.map((id) => deleteGoal(userId, id)), removeReflections(reflections)]);
    throw error;
  }
  return { goals: file.goals.length, reflections: file.reflections.length };
}
