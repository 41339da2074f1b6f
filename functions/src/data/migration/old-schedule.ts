import type { Key } from '../keys.ts';
import { dueItem, putDue, type DueItem } from '../checkins/schedule.ts';
import { remove } from '../store.ts';

// Before check-ins were keyed by minute, the schedule sat in one partition per UTC day
// (DUE#<YYYY-MM-DD>), read behind a cursor item. Each item moves to its minute and shard as a
// new one is written (the index entry first), and is removed from its day after.

const DAY_PARTITION = /^DUE#\d{4}-\d{2}-\d{2}$/;

/** The day partitions' cursor: the day of the job's last run. */
export const OLD_CURSOR: Key = { pk: 'JOB#CHECKINS', sk: 'CURSOR' };

export const isOldScheduleItem = (item: Key): boolean => DAY_PARTITION.test(item.pk);

export async function moveScheduleItem(item: DueItem): Promise<void> {
  await putDue(dueItem(item.kind, item.due_at, item.user_id, item.checkin_id));
  await remove({ Key: { pk: item.pk, sk: item.sk } });
}

export async function removeOldCursor(): Promise<void> {
  await remove({ Key: OLD_CURSOR });
}
