import { CHECKIN_CAPACITY } from '@cakewalk/shared/checkin-capacity.ts';
import type { DueKind } from '@cakewalk/shared/schemas/checkin.ts';
import { dueKey, dueKind, dueMinute, dueMinuteKey, dueMinutePk, duePk, dueShard, readItem, type DueItem, type Key } from '../keys.ts';
import { deleteAll, put, putAndDelete, queryAll, remove } from '../store.ts';

// The check-in schedule: one item per thing falling due, in a partition per minute and shard
// (DUE#<minute>#<shard>, the shard a hash of the user), so the users due in one popular minute
// are spread over several partitions instead of heating one. Each shard also keeps an index of
// its minutes that hold items not yet handed to the queue (DUEMIN#<shard>), so the tick finds
// them after any gap, even a laptop asleep for a week, with one Query per shard instead of one
// per minute of the gap. An item is removed once handled, so a minute read again finds nothing
// left to do.

export type { DueItem } from '../keys.ts';

const MINUTE_MS = 60_000;
// Within this of now, a mark is written even if remembered: its minute may just have been read.
const REMEMBER_AFTER_MS = 5 * MINUTE_MS;

export function dueItem(kind: DueKind, dueAt: string, userId: string, checkinId?: string): DueItem {
  return {
    ...dueKey(kind, dueAt, userId, checkinId),
    user_id: userId,
    kind,
    due_at: dueAt,
    ...(checkinId && { checkin_id: checkinId }),
  };
}

// Marks this container has written (or is writing), so the thousands of rounds it schedules
// into the same minute tomorrow write the mark once. A mark is only removed once its minute has
// been read, so a remembered mark for a minute still well ahead is still there.
const marked = new Map<string, Promise<void>>();
const MARKS_REMEMBERED = 10_000;

/** Puts the item's minute in the index, so the next tick reads it (again). */
export async function markMinute(item: Pick<DueItem, 'due_at' | 'user_id'>): Promise<void> {
  const mark = dueMinuteKey(dueMinute(item.due_at), dueShard(item.user_id));
  const write = () => put({ Item: mark }).then(() => undefined);
  if (new Date(item.due_at).getTime() - Date.now() <= REMEMBER_AFTER_MS) return write();
  const id = `${mark.pk}|${mark.sk}`;
  let marking = marked.get(id);
  if (!marking) {
    if (marked.size >= MARKS_REMEMBERED) marked.clear();
    marking = write();
    marked.set(id, marking);
    // A failed write is forgotten, so the next item tries again.
    marking.catch(() => marked.delete(id));
  }
  return marking;
}

/** The mark goes first, so an item is never stored without the index entry that finds it. */
export async function putDue(item: DueItem): Promise<void> {
  await markMinute(item);
  await put({ Item: item });
}

/**
 * Puts the next item and removes the one handled, in one BatchWrite (the next item's minute
 * marked first, as putDue does). Each of the two writes is one a retry makes again unchanged.
 */
export async function replaceDue(handled: Key, next: DueItem): Promise<void> {
  await markMinute(next);
  await putAndDelete([next], [handled]);
}

export async function deleteDue(item: Key): Promise<void> {
  await remove({ Key: { pk: item.pk, sk: item.sk } });
}

/** One shard's due items in every minute up to `to` not yet handed on. */
async function listShard(shard: number, to: string): Promise<{ items: DueItem[]; marks: Key[] }> {
  const marks = await queryAll<Key>({
    KeyConditionExpression: 'pk = :pk AND sk <= :to',
    ExpressionAttributeValues: { ':pk': dueMinutePk(shard), ':to': to },
    ConsistentRead: true,
  });
  const items: DueItem[] = [];
  for (const mark of marks) {
    const due = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': duePk(mark.sk, shard) },
      ConsistentRead: true,
    });
    items.push(...due.map((item) => readItem(dueKind, item)));
  }
  return { items, marks };
}

export interface DueMinutes {
  items: DueItem[];
  /** Once the items are safely handed on, drops their minutes from the index. */
  handedOn(): Promise<void>;
}

/**
 * Everything due up to minute `to` ('YYYY-MM-DDTHH:MM') and not yet handed on: per shard, one
 * Query of its index and one of each minute it names (normally just `to`), all shards in
 * parallel. The index needs no cursor: a minute stays in it until handedOn, so a tick that
 * failed half-way, or a week without ticks, is caught up by the next.
 */
export async function listDue(to: string): Promise<DueMinutes> {
  const shards = await Promise.all(Array.from({ length: CHECKIN_CAPACITY.dueShards }, (_, shard) => listShard(shard, to)));
  return {
    items: shards.flatMap((shard) => shard.items).sort((a, b) => a.due_at.localeCompare(b.due_at)),
    handedOn: () => deleteAll(shards.flatMap((shard) => shard.marks)),
  };
}
