import type { Status } from '@cakewalk/shared/schemas/common.ts';
import type { Microtask, StatusResult } from '@cakewalk/shared/schemas/goal.ts';
import type { BreakdownMicrotask } from '@cakewalk/shared/schemas/breakdown.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { habitState, periodOf } from '@cakewalk/shared/rules/habit.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';
import type { GoalItem, NodeItem } from './items.ts';
import { DEPTH, goalKey, nodeKey, parseNodeId, type NodeAddress } from '../keys.ts';
import { newPlanItems } from './new-items.ts';
import { contentOf, decodeTree, legacyTree, encodeTree, type TreeNode } from './stored-tree.ts';
import { deleteAll, get, putAll, queryPrefix, update } from '../store.ts';
import { timeZoneOf } from '../checkins/settings.ts';

export function microtaskAddress(microtaskId: string): NodeAddress {
  const address = parseNodeId(microtaskId, DEPTH.microtask);
  if (!address) throw new NotFound('Microtask');
  return address;
}

const keyOf = (address: NodeAddress) => address.positions.join('#');

/** The goal item's tree (or a legacy goal's, read from its items) and version. */
async function readTree(userId: string, goalId: string): Promise<{ tree: TreeNode[]; version: number | undefined }> {
  const head = goalKey(userId, goalId);
  const item = await get<GoalItem>(head, ['sk', 'tree', 'version']);
  if (!item) throw new NotFound('Microtask');
  if (item.tree) return { tree: decodeTree(item.tree), version: item.version };
  const nodes = await queryPrefix<NodeItem>(head.pk, `${head.sk}#`, ['sk', 'title', 'repeat', 'replaces']);
  return { tree: legacyTree(head.sk, nodes), version: item.version };
}

function findNode(tree: readonly TreeNode[], key: string): TreeNode | undefined {
  for (const node of tree) {
    const found = node.key === key ? node : findNode(node.children, key);
    if (found) return found;
  }
  return undefined;
}

/**
 * A one-off bite: one UpdateItem on the step's own item, so concurrent updates of different
 * steps never overwrite each other. The current step needs no write of its own: it is derived when
 * the tree is read. A bite that is or was a habit is refused here and handled by `setHabitStatus`.
 */
export async function updateMicrotaskStatus(userId: string, microtaskId: string, status: Status): Promise<StatusResult> {
  const address = microtaskAddress(microtaskId);
  const done = status === 'done';
  const { written } = await update({
    Key: nodeKey(userId, address),
    UpdateExpression: done ? 'SET #status = :status, done_at = :now' : 'SET #status = :status REMOVE done_at',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(habit) AND attribute_not_exists(#repeat)',
    ExpressionAttributeNames: { '#status': 'status', '#repeat': 'repeat' },
    ExpressionAttributeValues: { ':status': status, ...(done && { ':now': new Date().toISOString() }) },
  });
  if (written) return { status, completions: done ? 1 : 0, streak: 0 };
  return setHabitStatus(userId, address, status);
}

/**
 * A habit bite records one completion per period in the user's time zone: `done` adds the
 * current period to a set (twice is still once), anything else takes it out. Once completions
 * reach `times` no new period is added: the bite is done for good.
 */
async function setHabitStatus(userId: string, address: NodeAddress, status: Status): Promise<StatusResult> {
  const key = nodeKey(userId, address);
  const [item, { tree }, timeZone] = await Promise.all([
    get<NodeItem>(key, ['sk', 'title', 'repeat', 'revs', 'periods', 'status']),
    readTree(userId, address.goalId),
    timeZoneOf(userId),
  ]);
  const node = findNode(tree, keyOf(address));
  if (!item || !node) throw new NotFound('Microtask');
  const { repeat } = contentOf(item, node);
  const done = status === 'done';
  if (!repeat) {
    await update({
      Key: key,
      UpdateExpression: done ? 'SET #status = :status, done_at = :now' : 'SET #status = :status REMOVE done_at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ...(done && { ':now': new Date().toISOString() }) },
    }, new NotFound('Microtask'));
    return { status, completions: done ? 1 : 0, streak: 0 };
  }
  const today = dayIn(new Date(), timeZone);
  const period = periodOf(repeat.every, today);
  const periods = new Set(item.periods ?? []);
  const full = periods.size >= repeat.times && !periods.has(period);
  if (!full && done !== periods.has(period)) {
    const { attributes } = await update({
      Key: key,
      UpdateExpression: done ? 'ADD periods :p SET done_at = :now' : 'DELETE periods :p',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':p': new Set([period]), ...(done && { ':now': new Date().toISOString() }) },
      ReturnValues: 'ALL_NEW',
    }, new NotFound('Microtask'));
    periods.clear();
    for (const p of (attributes?.periods as Set<string> | undefined) ?? []) periods.add(p);
  }
  const state = habitState(repeat, [...periods], today);
  return { status: state.status, completions: state.completions, streak: state.streak };
}

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
  const key = keyOf(address);
  // The new steps are built as a plan of one subgoal and one task, whose two keys are reserved
  // with theirs and never written.
  const reserved = proposed.length + 2;
  const { attributes } = await update({
    Key: head,
    UpdateExpression: 'ADD seq :n',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':n': reserved },
    ReturnValues: 'UPDATED_NEW',
  }, new NotFound('Microtask'));
  const first: Status = originalStatus === 'in_progress' ? 'in_progress' : 'todo';
  const bites = proposed.map((bite, i) => ({ ...bite, status: i === 0 ? first : 'todo' as Status }));
  const plan = newPlanItems(head, [{ title: '', tasks: [{ title: '', microtasks: bites }] }], Number(attributes?.seq) - reserved);
  const steps = plan.tree[0]!.children[0]!.children;
  const items = plan.items.slice(2);
  await putAll(items);
  for (let attempt = 0; attempt < COMMIT_ATTEMPTS; attempt++) {
    const { tree, version } = await readTree(userId, address.goalId);
    const replaced = swap(tree, key, steps);
    if (!replaced) {
      await deleteAll(items.map(({ pk, sk }) => ({ pk, sk })));
      throw new NotFound('Microtask');
    }
    const { written } = await update({
      Key: head,
      UpdateExpression: 'SET tree = :tree, version = :next',
      ConditionExpression: version === undefined ? 'attribute_not_exists(version)' : 'version = :version',
      ExpressionAttributeValues: { ':tree': encodeTree(tree), ':next': (version ?? 1) + 1, ...(version !== undefined && { ':version': version }) },
    });
    if (written) {
      await deleteAll([nodeKey(userId, address)]);
      const taskId = `${address.goalId}.${replaced.key.replaceAll('#', '.')}`;
      return items.map((item, i) => ({
        id: `${address.goalId}.${steps[i]!.key}`, title: item.title, status: item.status, task_id: taskId,
        repeat: bites[i]!.repeat ?? null, completions: 0, streak: 0, last_done: null, minutes: bites[i]!.minutes ?? null,
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
