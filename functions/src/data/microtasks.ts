import type { Status } from '@cakewalk/shared/schemas/common.ts';
import type { Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { generateNKeysBetween } from 'fractional-indexing';
import { Conflict, NotFound } from '../domain/errors.ts';
import { DEPTH, addressOfSk, nodeId, nodeKey, nodeSk, parseNodeId, userPk, type NodeAddress } from './keys.ts';
import type { NodeItem } from './goal-items.ts';
import { deleteAll, putAll, queryPrefix, remove, update } from './store.ts';

export function microtaskAddress(microtaskId: string): NodeAddress {
  const address = parseNodeId(microtaskId, DEPTH.microtask);
  if (!address) throw new NotFound('Microtask');
  return address;
}

/**
 * One UpdateItem, touching only the step's own item, so concurrent updates of different steps
 * never overwrite each other. The current step needs no write of its own: it is derived when
 * the tree is read (shared/src/rules/current-step.ts).
 */
export async function updateMicrotaskStatus(userId: string, microtaskId: string, status: Status): Promise<Status> {
  const done = status === 'done';
  await update({
    Key: nodeKey(userId, microtaskAddress(microtaskId)),
    UpdateExpression: done ? 'SET #status = :status, done_at = :now' : 'SET #status = :status REMOVE done_at',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ...(done && { ':now': new Date().toISOString() }) },
  }, new NotFound('Microtask'));
  return status;
}

// How long one break-down may hold a step: longer than any handler runs, short enough that a
// step whose break-down crashed can be broken down again soon.
const BREAKDOWN_LEASE_MS = 60_000;

/**
 * Holds the step for one break-down, so two at once cannot both write steps for it. A step
 * already held, or gone, cannot be held.
 */
async function holdForBreakdown(pk: string, sk: string): Promise<void> {
  const now = Date.now();
  await update({
    Key: { pk, sk },
    UpdateExpression: 'SET breakdown_until = :until',
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(breakdown_until) OR breakdown_until < :now)',
    ExpressionAttributeValues: { ':until': now + BREAKDOWN_LEASE_MS, ':now': now },
  }, new Conflict('This step is already being broken down. Try again in a minute.'));
}

/**
 * Replaces a microtask, in place and in order, by new steps. The step is held first, so steps
 * left hidden by an earlier attempt that stopped half-way can be cleared. The new items are
 * written marked as replacing the original, which hides them; deleting the original then
 * reveals them all at once.
 */
export async function replaceMicrotask(
  userId: string,
  microtaskId: string,
  titles: string[],
  originalStatus: Status,
): Promise<Microtask[]> {
  const address = microtaskAddress(microtaskId);
  const pk = userPk(userId);
  const sk = nodeSk(address);
  const taskAddress = { goalId: address.goalId, positions: address.positions.slice(0, -1) };
  const siblings = await queryPrefix<NodeItem>(pk, `${nodeSk(taskAddress)}#`, ['pk', 'sk', 'replaces']);
  const index = siblings.findIndex((item) => item.sk === sk);
  if (index < 0) throw new NotFound('Microtask');
  await holdForBreakdown(pk, sk);
  const stale = siblings.filter((item) => item.replaces === sk);
  const next = siblings.slice(index + 1).find((item) => item.replaces !== sk);
  await deleteAll(stale);

  const keys = generateNKeysBetween(address.positions.at(-1)!, next && addressOfSk(next.sk).positions.at(-1)!, titles.length);
  const firstStatus: Status = originalStatus === 'in_progress' ? 'in_progress' : 'todo';
  const items: NodeItem[] = titles.map((title, i) => ({
    pk,
    sk: nodeSk({ goalId: address.goalId, positions: [...taskAddress.positions, keys[i]!] }),
    title,
    status: i === 0 ? firstStatus : 'todo',
    replaces: sk,
  }));
  await putAll(items);
  await remove({ Key: { pk, sk }, ConditionExpression: 'attribute_exists(pk)' }, new NotFound('Microtask'));
  const taskId = nodeId(taskAddress);
  return items.map((item) => ({
    id: nodeId(addressOfSk(item.sk)), title: item.title, status: item.status, task_id: taskId,
    repeat: null, completions: 0, streak: 0, last_done: null, minutes: null,
  }));
}
