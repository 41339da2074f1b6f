import type { ExportGoal, ExportMicrotask } from '@cakewalk/shared/schemas/export-file.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { GOAL_PREFIX, nodeOfSk } from '../keys.ts';
import type { StoredItem } from './items.ts';
import { stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import { buildGoals } from './build-goals.ts';
import { pagesOf } from '../user-partition.ts';

// A bite's history as stored: what a habit has done so far, and the planner's estimate.
const HISTORY = ['minutes', 'repeat', 'completions', 'streak', 'last_done'] as const;

function withHistory(items: readonly StoredItem[]): ExportGoal | undefined {
  const [goal] = buildGoals(items, dayIn(new Date(), 'UTC'));
  if (!goal) return undefined;
  const stored = new Map(items.map((item) => [nodeOfSk(item.sk).id, item as Partial<ExportMicrotask>]));
  for (const bite of stepsOf(goal)) {
    const item = stored.get(bite.id);
    for (const name of HISTORY) if (item?.[name] !== undefined) Object.assign(bite, { [name]: item[name] });
  }
  return goal as ExportGoal;
}

/**
 * The user's goals as whole trees with each bite's history, one goal at a time: the items are
 * read in pages and a goal is handed on once the next goal's own item shows that it is whole.
 */
export async function* goalsWithHistory(userId: string): AsyncGenerator<ExportGoal> {
  let current: StoredItem[] = [];
  for await (const page of pagesOf<StoredItem>(userId, GOAL_PREFIX)) {
    for (const item of page) {
      if (nodeOfSk(item.sk).depth === 0 && current.length > 0) {
        const goal = withHistory(current);
        if (goal) yield goal;
        current = [];
      }
      current.push(item);
    }
  }
  const last = withHistory(current);
  if (last) yield last;
}
