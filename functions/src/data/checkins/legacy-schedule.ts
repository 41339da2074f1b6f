import { LEGACY_CURSOR_KEY, legacyDuePk } from '../keys.ts';
import { dueItem, putDue, type DueItem } from './schedule.ts';
import { get, queryAll, remove } from '../store.ts';

// Before check-ins were keyed by minute, the schedule sat in one partition per UTC day behind a
// cursor, the day of the job's last run. A table from then (a local DATA_DIR, or a stack deployed
// before) still holds its users' next check-ins there; this moves them to the minute keys once,
// then drops the cursor, so afterwards it costs the tick one read that finds nothing.

const DAY_MS = 24 * 60 * 60 * 1000;
// Nothing was scheduled more than a week and a day after the moment it was written.
const DAYS_AHEAD = 9;

const utcDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Moves what the day partitions still hold; answers how many items moved. */
export async function moveLegacySchedule(now: Date): Promise<number> {
  const cursor = await get<{ last_run?: unknown }>(LEGACY_CURSOR_KEY);
  if (!cursor) return 0;
  const from = typeof cursor.last_run === 'string' ? Math.min(Date.parse(cursor.last_run), now.getTime()) : now.getTime();
  let moved = 0;
  for (let day = Math.floor(from / DAY_MS); day <= Math.floor(now.getTime() / DAY_MS) + DAYS_AHEAD; day++) {
    const items = await queryAll<DueItem>({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': legacyDuePk(utcDay(day)) },
      ConsistentRead: true,
    });
    for (const item of items) {
      await putDue(dueItem(item.kind, item.due_at, item.user_id, item.checkin_id));
      await remove({ Key: { pk: item.pk, sk: item.sk } });
      moved++;
    }
  }
  await remove({ Key: LEGACY_CURSOR_KEY });
  return moved;
}
