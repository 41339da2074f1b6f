import type { Status } from '@cakewalk/shared/schemas/common.ts';
import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import type { SeenHabit, StatusResult } from '@cakewalk/shared/schemas/goal.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { periodOf } from '@cakewalk/shared/rules/habit-periods.ts';
import { completionChange, habitState } from '@cakewalk/shared/rules/habit.ts';
import { NotFound } from '../../domain/errors.ts';
import { timeZoneOf } from '../checkins/settings.ts';
import { goalKey, LEVEL, nodeKey, parseNodeId, planNodeKind, readItem, type NodeAddress } from '../keys.ts';
import { get, update, type Attributes } from '../store.ts';
import { habitDoneKey, oneOffDoneKey, putDone, removeDone, removeOneOffDone } from '../history/done-records.ts';
import { readPlanHead } from './goal-head.ts';
import { completionsOf, entryToAdd, entryToRemove } from './habit-periods.ts';
import type { NodeItem } from '../keys.ts';
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

/** A status set, and whether it wrote a done's record: the one item a status change makes. */
export interface StatusChange {
  result: StatusResult;
  recorded: boolean;
}

/**
 * A one-off bite: one UpdateItem on the step's own item, so concurrent updates of different
 * steps never overwrite each other. The current step needs no write of its own: it is derived when
 * the tree is read. A bite that is or was a habit is refused here and handled by `setHabitStatus`.
 * A done is written with its day in the user's time zone (`done_day`, the day its record is
 * under), so an undo finds the record with no time zone to read.
 */
export async function updateMicrotaskStatus(userId: string, microtaskId: string, status: Status, seen?: SeenHabit): Promise<StatusChange> {
  const address = microtaskAddress(microtaskId);
  const day = status === 'done' ? dayIn(new Date(), await timeZoneOf(userId)) : undefined;
  const { written, attributes } = await update(oneOffWrite(userId, address, status, 'attribute_exists(pk) AND attribute_not_exists(habit) AND attribute_not_exists(#repeat)', day));
  if (!written) return setHabitStatus(userId, address, status, seen);
  return { result: oneOffResult(status), recorded: await recordOneOff(userId, address, status, attributes, day) };
}

const oneOffResult = (status: Status): StatusResult => {
  const done = status === 'done' ? 1 : 0;
  return { status, completions: done, period_completions: done, streak: 0 };
};

/** A one-off's status write, answering the item as it was; `day` is a done's day. */
function oneOffWrite(userId: string, address: NodeAddress, status: Status, condition: string, day: string | undefined) {
  return {
    Key: nodeKey(userId, address),
    UpdateExpression: day ? 'SET #status = :status, done_at = :now, done_day = :day' : 'SET #status = :status REMOVE done_at, done_day',
    ConditionExpression: condition,
    ExpressionAttributeNames: { '#status': 'status', ...(condition.includes('#repeat') && { '#repeat': 'repeat' }) },
    ExpressionAttributeValues: { ':status': status, ...(day && { ':now': new Date().toISOString(), ':day': day }) },
    ReturnValues: 'ALL_OLD' as const,
  };
}

/**
 * Writes the done's record under `day` when the bite was not done before (a second done makes no
 * second record), or removes it when a done bite is set back: found by the day it was done.
 * Should that fail, the status goes back to what it was, so a failed request changes nothing.
 * Answers whether it wrote a record.
 */
async function recordOneOff(userId: string, address: NodeAddress, status: Status, old: Attributes | undefined, day: string | undefined, timeZone?: string): Promise<boolean> {
  const wasDone = old?.status === 'done';
  try {
    if (day && !wasDone) {
      const record = { goal_id: address.goalId, bite: address.key, day };
      await putDone(oneOffDoneKey(userId, record), record);
      return true;
    }
    if (status !== 'done' && wasDone) await removeOneOffDone(userId, address.goalId, address.key, await doneDayOf(userId, old, timeZone));
    return false;
  } catch (error) {
    await restoreOneOff(userId, address, old).catch(() => undefined);
    throw error;
  }
}

/**
 * The day a done bite's record is under: kept on the bite since it was done, else (a done from
 * before that) the day its `done_at` falls on in the user's time zone now.
 */
async function doneDayOf(userId: string, old: Attributes, timeZone: string | undefined): Promise<string | undefined> {
  if (typeof old.done_day === 'string') return old.done_day;
  if (typeof old.done_at !== 'string') return undefined;
  return dayIn(new Date(old.done_at), timeZone ?? await timeZoneOf(userId));
}

async function restoreOneOff(userId: string, address: NodeAddress, old: Attributes | undefined): Promise<void> {
  if (!old) return;
  const names = ['status', 'done_at', 'done_day'] as const;
  const kept = names.filter((name) => old[name] !== undefined);
  const gone = names.filter((name) => old[name] === undefined);
  await update({
    Key: nodeKey(userId, address),
    UpdateExpression: `SET ${kept.map((name) => `#${name} = :${name}`).join(', ')}${gone.length > 0 ? ` REMOVE ${gone.map((name) => `#${name}`).join(', ')}` : ''}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: Object.fromEntries(names.map((name) => [`#${name}`, name])),
    ExpressionAttributeValues: Object.fromEntries(kept.map((name) => [`:${name}`, old[name]])),
  });
}

/** Two dones (or todos) at once find the entry they chose taken (or gone) and choose again. */
const HABIT_ATTEMPTS = 8;

/**
 * A habit bite records its completions in the user's time zone: `done` adds one to the current
 * period up to its `per_period` (habit-periods.ts names the entry, so a repeated write is one
 * completion), anything else takes one away. Once completions reach `times` x `per_period` none
 * is added: the bite is done for good.
 */
async function setHabitStatus(userId: string, address: NodeAddress, status: Status, seen: SeenHabit | undefined): Promise<StatusChange> {
  const key = nodeKey(userId, address);
  const [item, { tree }, timeZone] = await Promise.all([
    get(key, ['sk', 'title', 'repeat', 'revs', 'periods', 'status']).then((found) => found && readItem(planNodeKind, found)),
    readPlanHead(goalKey(userId, address.goalId), new NotFound('Microtask')),
    timeZoneOf(userId),
  ]);
  const node = findNode(tree, address.key);
  if (!item || !node) throw new NotFound('Microtask');
  const { repeat } = contentOf(item, node);
  const today = dayIn(new Date(), timeZone);
  if (!repeat) {
    const day = status === 'done' ? today : undefined;
    const { attributes } = await update(oneOffWrite(userId, address, status, 'attribute_exists(pk)', day), new NotFound('Microtask'));
    return { result: oneOffResult(status), recorded: await recordOneOff(userId, address, status, attributes, day, timeZone) };
  }
  const now = { repeat, period: periodOf(repeat.every, today), today, entries: new Set(item.periods ?? []) };
  const { entries, recorded } = seen ? await changeSeenPlace(userId, address, status, seen, now) : await changeNextPlace(userId, address, status, now);
  const { status: shown, completions, period_completions, streak } = habitState(repeat, completionsOf(entries), today);
  return { result: { status: shown, completions, period_completions, streak }, recorded };
}

/** A habit's entries after a press, and whether the press wrote a completion's record. */
interface HabitChange {
  entries: Set<string>;
  recorded: boolean;
}

const unchanged = (entries: Set<string>): HabitChange => ({ entries, recorded: false });

interface HabitNow {
  repeat: Repeat;
  period: string;
  today: string;
  entries: Set<string>;
}

/**
 * A press from what the person saw (the completions of this period then; none when the period they
 * saw is an earlier one): a Done adds the one after those only while the period still holds just
 * those, and its Undo takes that one back only while it is there. Anything else is the same press
 * again, or one from a view that has moved on, and changes nothing. Two at once choose the same
 * entry, so one of them writes. Answers the entries as they are now.
 */
async function changeSeenPlace(userId: string, address: NodeAddress, status: Status, seen: SeenHabit, now: HabitNow): Promise<HabitChange> {
  const { repeat, period, today, entries } = now;
  const add = status === 'done';
  const seenHere = seen.last_done === period ? seen.period_completions : 0;
  const current = completionsOf(entries).filter((done) => done === period).length;
  const change = completionChange(repeat, completionsOf(entries), today, status);
  if (current !== (add ? seenHere : seenHere + 1) || change !== (add ? 'add' : 'remove')) return unchanged(entries);
  const entry = add ? entryToAdd(entries, period) : entryToRemove(entries, period);
  if (!entry) return unchanged(entries);
  const { written, attributes } = await update({
    Key: nodeKey(userId, address),
    UpdateExpression: add ? 'ADD periods :e SET done_at = :now' : 'DELETE periods :e',
    ConditionExpression: add ? 'attribute_exists(pk) AND NOT contains(periods, :entry)' : 'contains(periods, :entry)',
    ExpressionAttributeValues: { ':e': new Set([entry]), ':entry': entry, ...(add && { ':now': new Date().toISOString() }) },
    ReturnValues: 'ALL_NEW',
  });
  if (written) {
    await recordHabit(userId, address, add, entry, today);
    return { entries: new Set((attributes?.periods as Set<string> | undefined) ?? []), recorded: add };
  }
  const item = await get<NodeItem>(nodeKey(userId, address), ['sk', 'periods']);
  if (!item) throw new NotFound('Microtask');
  return unchanged(new Set(item.periods ?? []));
}

/** Without what the person saw: a Done fills the period's next free place, anything else frees its last. */
async function changeNextPlace(userId: string, address: NodeAddress, status: Status, now: HabitNow): Promise<HabitChange> {
  const { repeat, period, today } = now;
  const key = nodeKey(userId, address);
  let entries = now.entries;
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
      await recordHabit(userId, address, change === 'add', entry, today);
      return { entries: new Set((attributes?.periods as Set<string> | undefined) ?? []), recorded: change === 'add' };
    }
    const read = await get<NodeItem>(key, ['sk', 'periods']);
    if (!read) throw new NotFound('Microtask');
    entries = new Set(read.periods ?? []);
  }
  return unchanged(entries);
}

/**
 * Writes (or removes) the record of the completion that took (or gave back) `entry`. Should that
 * fail, the completion is given back (or taken again), so a failed request changes nothing.
 */
async function recordHabit(userId: string, address: NodeAddress, added: boolean, entry: string, today: string): Promise<void> {
  const key = habitDoneKey(userId, address.goalId, address.key, entry);
  try {
    if (added) await putDone(key, { goal_id: address.goalId, bite: address.key, day: today });
    else await removeDone(key);
  } catch (error) {
    await update({
      Key: nodeKey(userId, address),
      UpdateExpression: added ? 'DELETE periods :e' : 'ADD periods :e',
      ExpressionAttributeValues: { ':e': new Set([entry]) },
    }).catch(() => undefined);
    throw error;
  }
}
