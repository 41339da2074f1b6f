import type { ExportGoal } from '@cakewalk/shared/schemas/account/export-file.ts';
import type { Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { GOAL_PREFIX, idOfSk, isGoalItem, nodeId, readStoredItem } from '../keys.ts';
import { readGoalDones } from '../history/done-records.ts';
import { pagesOf } from '../user-partition.ts';
import { withoutUncommitted } from '../imports/visible.ts';
import { buildGoals } from './build-goals.ts';
import { completionsOf } from './habit-periods.ts';
import type { StoredItem } from '../keys.ts';

/**
 * The goal as the dashboard shows it on `today`, with its history: each habit's completions by
 * period, the day of each done, its pauses and a due date move not yet said. An import gives it
 * all back.
 */
async function withHistory(userId: string, items: readonly StoredItem[], today: string): Promise<ExportGoal | undefined> {
  const [goal] = buildGoals(items, today);
  if (!goal) return undefined;
  const head = items.find(isGoalItem);
  const stored = new Map(items.map((item) => [idOfSk(item.sk), item]));
  const daysOf = new Map<string, string[]>();
  for (const done of await readGoalDones(userId, goal.id)) {
    const id = nodeId({ goalId: done.goal_id, key: done.bite });
    daysOf.set(id, [...(daysOf.get(id) ?? []), done.day]);
  }
  const withDays = (bite: Microtask) => {
    const days = daysOf.get(bite.id)?.sort();
    const item = stored.get(bite.id);
    const history = bite.repeat ? { periods: completionsOf(item && !isGoalItem(item) ? item.periods : undefined).sort() } : {};
    return { ...bite, ...history, ...(days && { done_days: days }) };
  };
  return {
    ...goal,
    ...(head?.pauses?.length && { pauses: head.pauses }),
    ...(head?.due_move && { due_move: head.due_move }),
    subgoals: goal.subgoals.map((subgoal) => ({
      ...subgoal,
      tasks: subgoal.tasks.map((task) => ({ ...task, microtasks: task.microtasks.map(withDays) })),
    })),
  };
}

/**
 * The user's goals as whole trees with each habit's history and its status on `today` (the
 * user's own day, 'YYYY-MM-DD'), one goal at a time: the items are
 * read in pages and a goal is handed on once the next goal's own item shows that it is whole.
 */
export async function* goalsWithHistory(userId: string, today: string): AsyncGenerator<ExportGoal> {
  // A goal an import has not committed loses its own item here, and with it the whole goal.
  const whole = async (items: StoredItem[]) => withHistory(userId, await withoutUncommitted(userId, items), today);
  let current: StoredItem[] = [];
  for await (const page of pagesOf<unknown>(userId, GOAL_PREFIX)) {
    for (const item of page.map(readStoredItem)) {
      if (isGoalItem(item) && current.length > 0) {
        const goal = await whole(current);
        if (goal) yield goal;
        current = [];
      }
      current.push(item);
    }
  }
  const last = await whole(current);
  if (last) yield last;
}
