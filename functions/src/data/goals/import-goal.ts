import type { ExportGoal, ExportMicrotask } from '@cakewalk/shared/schemas/export-file.ts';
import { generateNKeysBetween } from 'fractional-indexing';
import { monotonicFactory } from 'ulid';
import { goalKey, nodeSk, userPk } from '../keys.ts';
import type { GoalItem, NodeItem } from './items.ts';
import { put, putAll } from '../store.ts';

const positions = (n: number) => generateNKeysBetween(null, null, n);

type BiteItem = NodeItem & Partial<Pick<ExportMicrotask, 'minutes' | 'repeat' | 'completions' | 'streak' | 'last_done'>>;

function biteItem(pk: string, sk: string, bite: ExportMicrotask): BiteItem {
  const { title, status, minutes, repeat, completions, streak, last_done } = bite;
  return {
    pk, sk, title, status,
    ...(minutes != null && { minutes }),
    ...(repeat != null && { repeat }),
    ...(completions !== undefined && { completions }),
    ...(streak !== undefined && { streak }),
    ...(last_done != null && { last_done }),
  };
}

function treeItems(pk: string, goalId: string, goal: ExportGoal): BiteItem[] {
  const items: BiteItem[] = [];
  const subgoalKeys = positions(goal.subgoals.length);
  goal.subgoals.forEach((subgoal, si) => {
    const s = subgoalKeys[si]!;
    items.push({ pk, sk: nodeSk({ goalId, positions: [s] }), title: subgoal.title, status: subgoal.status });
    const taskKeys = positions(subgoal.tasks.length);
    subgoal.tasks.forEach((task, ti) => {
      const t = taskKeys[ti]!;
      items.push({ pk, sk: nodeSk({ goalId, positions: [s, t] }), title: task.title, status: task.status });
      const biteKeys = positions(task.microtasks.length);
      task.microtasks.forEach((bite, mi) => items.push(biteItem(pk, nodeSk({ goalId, positions: [s, t, biteKeys[mi]!] }), bite)));
    });
  });
  return items;
}

/**
 * Writes an exported goal under a new id, keeping its statuses, history and dates. Children
 * first and the goal's own item last, as a new goal is written, so it appears whole or not at all.
 */
export async function writeImportedGoal(userId: string, goalId: string, goal: ExportGoal): Promise<void> {
  const head: GoalItem = {
    ...goalKey(userId, goalId),
    title: goal.title,
    description: goal.description,
    due_date: goal.due_date,
    tone: goal.tone,
    created_at: goal.created_at,
  };
  await putAll(treeItems(userPk(userId), goalId, goal));
  await put({ Item: head, ConditionExpression: 'attribute_not_exists(pk)' });
}

// Goals list in id order; ids made in the same millisecond must still keep the file's order.
export const newGoalId = monotonicFactory();
