import { DONE_PREFIX, doneGoalPrefix, doneKey, doneRecordKind, nodeId, readItem, userPk, type Key } from '../keys.ts';
import { deleteAll, put, putAll, queryPrefix, remove } from '../store.ts';
import { pagesOf } from '../user-partition.ts';
import { slotOf } from '../goals/habit-periods.ts';

// Every done with its day (ARCHITECTURE.md, "The key scheme": DONE#): written after the bite's
// own write and removed by its Undo. What Progress, the weekly figures and the export read.

export interface DoneRecord {
  goal_id: string;
  /** The bite's key in its goal's plan. */
  bite: string;
  /** The user's calendar day it was done on. */
  day: string;
}

/** What a done record is read for: its keys, goal, bite and day. */
export const DONE_ATTRIBUTES = ['pk', 'sk', 'goal_id', 'bite', 'day'];
const PERIOD = 'YYYY-MM-DD'.length;
const readDone = (item: unknown) => readItem(doneRecordKind, item);

/** A one-off bite's record: named by the day it was done. */
export const oneOffDoneKey = (userId: string, record: DoneRecord): Key => doneKey(userId, record.goal_id, record.day, record.bite, 1);

/** A habit completion's record: named by its period's entry, so its Undo finds it without a read. */
export const habitDoneKey = (userId: string, goalId: string, bite: string, entry: string): Key =>
  doneKey(userId, goalId, entry.slice(0, PERIOD), bite, slotOf(entry));

export async function putDone(key: Key, record: DoneRecord): Promise<void> {
  await put({ Item: { ...key, ...record } });
}

export async function removeDone(key: Key): Promise<void> {
  await remove({ Key: key });
}

/**
 * Removes a one-off bite's record: by key when its day is known, else (a time zone changed since,
 * or a done from before the history) by looking through its goal's records.
 */
export async function removeOneOffDone(userId: string, goalId: string, bite: string, day: string | undefined): Promise<void> {
  if (day) {
    const { attributes } = await remove({ Key: oneOffDoneKey(userId, { goal_id: goalId, bite, day }), ReturnValues: 'ALL_OLD' });
    if (attributes) return;
  }
  const items = (await queryPrefix(userPk(userId), doneGoalPrefix(goalId), DONE_ATTRIBUTES)).map(readDone);
  await deleteAll(items.filter((item) => item.bite === bite));
}

/** Records written in batches, as an import writes a goal's history. */
export function putDones(items: readonly (DoneRecord & Key)[]): Promise<void> {
  return putAll(items, 4);
}

/** A done as the use cases read it: the goal, the bite's public id, the day. */
export interface DoneDay {
  goal_id: string;
  bite_id: string;
  day: string;
}

/** A done record as the use cases read it. */
export function readDoneDay(item: unknown): DoneDay {
  const { goal_id, bite, day } = readDone(item);
  return { goal_id, bite_id: nodeId({ goalId: goal_id, key: bite }), day };
}

/** Every done of the user, goal by goal and day by day. */
export async function readDones(userId: string): Promise<DoneDay[]> {
  const records: DoneDay[] = [];
  for await (const page of pagesOf(userId, DONE_PREFIX, DONE_ATTRIBUTES)) records.push(...page.map(readDoneDay));
  return records;
}

/** A goal's dones, day by day: one Query. */
export async function readGoalDones(userId: string, goalId: string): Promise<DoneRecord[]> {
  const items = (await queryPrefix(userPk(userId), doneGoalPrefix(goalId), DONE_ATTRIBUTES)).map(readDone);
  return items.map(({ goal_id, bite, day }) => ({ goal_id, bite, day }));
}

/** Removes a goal's history: with the goal, or with an import undone. */
export async function removeGoalDones(userId: string, goalId: string): Promise<void> {
  await deleteAll(await queryPrefix<Key>(userPk(userId), doneGoalPrefix(goalId), ['pk', 'sk']));
}
