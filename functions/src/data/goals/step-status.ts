import type { Status } from '@cakewalk/shared/schemas/common.ts';
import type { StatusResult } from '@cakewalk/shared/schemas/goal.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { completionChange, habitState, periodOf } from '@cakewalk/shared/rules/habit.ts';
import { NotFound } from '../../domain/errors.ts';
import { timeZoneOf } from '../checkins/settings.ts';
import { LEVEL, goalKey, nodeKey, parseNodeId, type NodeAddress } from '../keys.ts';
import { get, update } from '../store.ts';
import { readPlanHead } from './goal-head.ts';
import { completionsOf, entryToAdd, entryToRemove } from './habit-periods.ts';
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
  if (written) return { status, completions: done ? 1 : 0, period_completions: done ? 1 : 0, streak: 0 };
  return setHabitStatus(userId, address, status);
}

/** Two dones (or todos) at once find the entry they chose taken (or gone) and choose again. */
const HABIT_ATTEMPTS = 8;

/**
 * A habit bite records its completions in the user's time zone: `done` adds one to the current
 * period up to its `per_period` (habit-periods.ts names the entry, so a repeated write is one
 * completion), anything else takes one away. Once completions reach `times` x `per_period` none
 * is added: the bite is done for good.
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
    return { status, completions: done ? 1 : 0, period_completions: done ? 1 : 0, streak: 0 };
  }
  const today = dayIn(new Date(), timeZone);
  const period = periodOf(repeat.every, today);
  let entries = new Set(item.periods ?? []);
  for (let attempt = 0; attempt < HABIT_ATTEMPTS; attempt++) {
    const change = completionChange(repeat, completionsOf(entries), today, status);
    const entry = change === 'add' ? entryToAdd(entries, period) : change === 'remove' ? entryToRemove(entries, period) : undefined;
    if (!entry) break;
    const { written, attributes } = await update({
      Key: key,
      UpdateExpression: change === 'add' ? 'ADD periods :e SET done_at = :now' : 'DELETE periods :e',
      ConditionExpression: change === 'add' ? 'attribute_exists(pk) AND NOT contains(periods, :entry)' : 'contains(periods, :entry)',
      ExpressionAttributeValues: { ':e': new Set([entry]), ':entry': entry, ...(change === 'add' && { ':now': new Date().toISOString() }) },
      ReturnValues: 'ALL_NEW',
    });
    if (written) {
      entries = new Set((attributes?.periods as Set<string> | undefined) ?? []);
      break;
    }
    const now = await get<NodeItem>(key, ['sk', 'periods']);
    if (!now) throw new NotFound('Microtask');
    entries = new Set(now.periods ?? []);
  }
  const { status: shown, completions, period_completions, streak } = habitState(repeat, completionsOf(entries), today);
  return { status: shown, completions, period_completions, streak };
}
