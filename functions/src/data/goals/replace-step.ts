import type { Status } from '@cakewalk/shared/schemas/common.ts';
import type { Microtask } from '@cakewalk/shared/schemas/goal.ts';
import type { BreakdownMicrotask } from '@cakewalk/shared/schemas/breakdown.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';
import { goalKey, nodeId, nodeKey } from '../keys.ts';
import { deleteAll, putAll } from '../store.ts';
import { commitTree, readPlanHead, reserveKeys } from './goal-head.ts';
import { newPlanItems } from './new-items.ts';
import { microtaskAddress } from './step-status.ts';
import type { TreeNode } from './stored-tree.ts';

const COMMIT_ATTEMPTS = 3;

/**
 * Replaces a microtask, in place and in order, by new steps, as one plan edit: the new items
 * are written first, where no reader looks; the goal item's update (on the version read) swaps
 * them into the tree; the original item is deleted last. An edit committed in between (another
 * break-down) is read again and the swap retried.
 */
export async function replaceMicrotask(userId: string, microtaskId: string, proposed: readonly BreakdownMicrotask[], originalStatus: Status): Promise<Microtask[]> {
  const address = microtaskAddress(microtaskId);
  const head = goalKey(userId, address.goalId);
  const missing = new NotFound('Microtask');
  // The new steps are built as a plan of one subgoal and one task, whose two keys are reserved
  // with theirs and never written.
  const first = await reserveKeys(head, proposed.length + 2, missing);
  const firstStatus: Status = originalStatus === 'in_progress' ? 'in_progress' : 'todo';
  const bites = proposed.map((bite, i) => ({ ...bite, status: i === 0 ? firstStatus : 'todo' as Status }));
  const plan = newPlanItems(head, [{ title: '', tasks: [{ title: '', microtasks: bites }] }], first);
  const steps = plan.tree[0]!.children[0]!.children;
  const items = plan.items.slice(2);
  await putAll(items);
  for (let attempt = 0; attempt < COMMIT_ATTEMPTS; attempt++) {
    const { tree, version } = await readPlanHead(head, missing);
    const replaced = swap(tree, address.key, steps);
    if (!replaced) {
      await deleteAll(items.map(({ pk, sk }) => ({ pk, sk })));
      throw missing;
    }
    if (await commitTree(head, tree, version)) {
      await deleteAll([nodeKey(userId, address)]);
      const taskId = nodeId({ goalId: address.goalId, key: replaced.key });
      return items.map((item, i) => ({
        id: nodeId({ goalId: address.goalId, key: steps[i]!.key }), title: item.title, status: item.status, task_id: taskId,
        repeat: bites[i]!.repeat ?? null, completions: 0, period_completions: 0, streak: 0, last_done: null, minutes: bites[i]!.minutes ?? null,
      }));
    }
  }
  await deleteAll(items.map(({ pk, sk }) => ({ pk, sk })));
  throw new Conflict('This plan is changing in another window. Try again in a moment.');
}

/** Puts `steps` where the node `key` was; answers the task it was under, or undefined. */
function swap(tree: TreeNode[], key: string, steps: TreeNode[]): TreeNode | undefined {
  for (const subgoal of tree) {
    for (const task of subgoal.children) {
      const at = task.children.findIndex((node) => node.key === key);
      if (at >= 0) {
        task.children.splice(at, 1, ...steps);
        return task;
      }
    }
  }
  return undefined;
}
