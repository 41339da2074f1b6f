import { CHECKIN_CURSOR_KEY, dueKey, duePk, type Key } from './keys.ts';
import { get, put, queryAll, remove, update } from './store.ts';

// The check-in schedule: one item per thing falling due, in a partition per UTC day, so the
// job reads only the days since its last run. An item is removed once handled, so a later run
// that reads the same day again finds nothing left to do.

export type DueKind = 'daily' | 'weekly' | 'snooze';

export interface DueItem {
  pk: string;
  sk: string;
  user_id: string;
  kind: DueKind;
  due_at: string;
  checkin_id?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function dueItem(kind: DueKind, dueAt: string, userId: string, checkinId?: string): DueItem {
  return {
    ...dueKey(kind, dueAt, userId, checkinId),
    user_id: userId,
    kind,
    due_at: dueAt,
    ...(checkinId && { checkin_id: checkinId }),
  };
}

export async function putDue(item: DueItem): Promise<void> {
  await put({ Item: item });
}

export async function deleteDue(item: Key): Promise<void> {
  await remove({ Key: { pk: item.pk, sk: item.sk } });
}

/** Everything due at or before `to`, in the day partitions from `from`'s day on, oldest first. */
export async function listDue(from: Date, to: Date): Promise<DueItem[]> {
  const items: DueItem[] = [];
  const high = `${to.toISOString()}~`;
  for (let day = Math.floor(from.getTime() / DAY_MS); day <= Math.floor(to.getTime() / DAY_MS); day++) {
    items.push(...await queryAll<DueItem>({
      KeyConditionExpression: 'pk = :pk AND sk <= :high',
      ExpressionAttributeValues: { ':pk': duePk(new Date(day * DAY_MS).toISOString().slice(0, 10)), ':high': high },
      ConsistentRead: true,
    }));
  }
  return items;
}

export async function readCursor(): Promise<Date | undefined> {
  const item = await get<{ last_run?: unknown }>(CHECKIN_CURSOR_KEY);
  return typeof item?.last_run === 'string' ? new Date(item.last_run) : undefined;
}

/**
 * Called before anything is scheduled, so the job's first run already reads back far enough to
 * see it, however far its own clock has moved on.
 */
export async function ensureCursor(now: Date): Promise<void> {
  await update({
    Key: CHECKIN_CURSOR_KEY,
    UpdateExpression: 'SET last_run = if_not_exists(last_run, :now)',
    ExpressionAttributeValues: { ':now': now.toISOString() },
  });
}

/** Moves the cursor forward only: a slower run finishing late never moves it back. */
export async function moveCursor(to: Date): Promise<void> {
  await update({
    Key: CHECKIN_CURSOR_KEY,
    UpdateExpression: 'SET last_run = :to',
    ConditionExpression: 'attribute_not_exists(last_run) OR last_run < :to',
    ExpressionAttributeValues: { ':to': to.toISOString() },
  });
}
