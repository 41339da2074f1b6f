import type { DueItem } from '../checkins/schedule.ts';
import { GOAL_PREFIX, isGoalSk } from '../keys.ts';
import { projected, scanPages } from '../store.ts';
import { moveGoal } from './old-goals.ts';
import { OLD_CURSOR, isOldScheduleItem, moveScheduleItem, removeOldCursor } from './old-schedule.ts';

// `npm run migrate`: moves what a table still holds in an older layout (old-goals.ts,
// old-schedule.ts) to today's, once; run again, it finds nothing to move.

interface MigrationSummary {
  /** Goals moved to today's layout, and goals that already were in it. */
  goalsMoved: number;
  goalsCurrent: number;
  /** Goals an edit kept changing while they were moved; the next run tries them again. */
  goalsLeft: number;
  scheduleMoved: number;
}

const USER_PARTITION = 'USER#';
const ATTEMPTS = 3;

type Scanned = Partial<DueItem> & { pk: string; sk: string };

export async function migrateTable(): Promise<MigrationSummary> {
  const goals: { userId: string; goalId: string }[] = [];
  const schedule: DueItem[] = [];
  let cursor = false;
  // One pass over the table finds every goal's own item and what the old schedule left.
  for await (const page of scanPages<Scanned>({
    FilterExpression: 'begins_with(sk, :goal) OR begins_with(pk, :due) OR pk = :cursor',
    ExpressionAttributeValues: { ':goal': GOAL_PREFIX, ':due': 'DUE#', ':cursor': OLD_CURSOR.pk },
    ...projected(['pk', 'sk', 'user_id', 'kind', 'due_at', 'checkin_id']),
  })) {
    for (const item of page) {
      if (item.pk.startsWith(USER_PARTITION) && isGoalSk(item.sk)) {
        goals.push({ userId: item.pk.slice(USER_PARTITION.length), goalId: item.sk.slice(GOAL_PREFIX.length) });
      } else if (isOldScheduleItem(item)) {
        schedule.push(item as DueItem);
      } else if (item.pk === OLD_CURSOR.pk) {
        cursor = true;
      }
    }
  }
  const summary: MigrationSummary = { goalsMoved: 0, goalsCurrent: 0, goalsLeft: 0, scheduleMoved: 0 };
  for (const { userId, goalId } of goals) {
    let outcome = await moveGoal(userId, goalId);
    for (let attempt = 1; outcome === 'changed' && attempt < ATTEMPTS; attempt++) outcome = await moveGoal(userId, goalId);
    if (outcome === 'moved') summary.goalsMoved++;
    else if (outcome === 'current') summary.goalsCurrent++;
    else summary.goalsLeft++;
  }
  for (const item of schedule) await moveScheduleItem(item);
  summary.scheduleMoved = schedule.length;
  if (cursor) await removeOldCursor();
  return summary;
}
