import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { CHECKIN_CAPACITY } from '@cakewalk/shared/checkin-capacity.ts';
import type { DueKind } from '@cakewalk/shared/schemas/checkin.ts';
import { itemKind, written, type Key } from '../item-kind.ts';

const MINUTE_MS = 60_000;

/** The UTC minute a due time is read in, 'YYYY-MM-DDTHH:MM': the next whole one, so never early. */
export function dueMinute(dueAt: string): string {
  return new Date(Math.ceil(new Date(dueAt).getTime() / MINUTE_MS) * MINUTE_MS).toISOString().slice(0, 16);
}

/** The user's schedule shard: stable, and spread evenly over CHECKIN_CAPACITY.dueShards. */
export function dueShard(userId: string): number {
  return createHash('sha256').update(userId).digest().readUInt32BE(0) % CHECKIN_CAPACITY.dueShards;
}

/** The schedule partition of one minute and shard. */
export const duePk = (minute: string, shard: number) => `DUE#${minute}#${shard}`;
export const dueKey = (kind: string, dueAt: string, userId: string, checkinId?: string): Key => ({
  pk: duePk(dueMinute(dueAt), dueShard(userId)),
  sk: [kind, userId, ...(checkinId ? [checkinId] : [])].join('#'),
});

/** The index entry saying that a shard's minute holds items not yet handed to the queue. */
export const dueMinutePk = (shard: number) => `DUEMIN#${shard}`;
export const dueMinuteKey = (minute: string, shard: number): Key => ({ pk: dueMinutePk(shard), sk: minute });

export const dueKind = /* @__PURE__ */ itemKind({
  name: 'due',
  shapes: [{ pk: 'DUE#<minute>#<shard>', sk: '<kind>#<uid>[#<cid>]', about: 'the schedule: a check-in or snooze falling due in that UTC minute' }],
  fields: () => ({
    pk: z.string(),
    sk: z.string(),
    user_id: z.string(),
    kind: written<DueKind>('string'),
    due_at: z.string(),
    checkin_id: z.optional(z.string()),
  }),
});
export type DueItem = z.infer<typeof dueKind.schema>;

export const dueMinuteKind = /* @__PURE__ */ itemKind({
  name: 'due minute',
  shapes: [{ pk: 'DUEMIN#<shard>', sk: '<minute>', about: 'a minute of that shard with items not yet handed to the queue' }],
  fields: () => ({ sk: z.string() }),
});
