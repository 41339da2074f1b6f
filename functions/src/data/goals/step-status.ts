import type { Status } from '@cakewalk/shared/schemas/common.ts';
import type { StatusResult } from '@cakewalk/shared/schemas/goal.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { habitState, periodOf } from '@cakewalk/shared/rules/habit.ts';
import { NotFound } from '../../domain/errors.ts';
import { timeZoneOf } from '../checkins/settings.ts';
import { LEVEL, goalKey, nodeKey, parseNodeId, type NodeAddress } from '../keys.ts';
import { get, update } from '../store.ts';
import { readPlanHead } from './goal-head.ts';
import type { NodeItem } from './items.ts';
import { contentOf, type TreeNode } from './stored-tree.ts';

export function microtaskAddress(microtaskId: string): NodeAddress {
  const address = parseNodeId(microtaskId, LEVEL.microtask);
  if (!address) throw new NotFound('Microtask');
  return address;
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
    readPlanHead(goalKey(userId, address.goalId), new NotFound('Microtask')),
    timeZoneOf(userId),
  ]);
  const node = findNode(tree, address.key);
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
