import * as z from 'zod/mini';
import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { itemKind, stringSet, userPk, written, type Key } from '../item-kind.ts';

// Check-ins live in the user's partition like reflections; their ids start with the due time,
// so the newest is first in a descending Query.

export const CHECKIN_PREFIX = 'CHECKIN#';
export const checkinKey = (userId: string, id: string): Key => ({ pk: userPk(userId), sk: `${CHECKIN_PREFIX}${id}` });

/** Where a check-in stands on a channel: 'none' when there was nowhere to send it. */
export const DeliveryState = /* @__PURE__ */ z.enum(['none', 'pending', 'sending', 'sent', 'failed']);
export type DeliveryState = z.infer<typeof DeliveryState>;

export const checkinKind = /* @__PURE__ */ itemKind({
  name: 'check-in',
  shapes: [{ pk: 'USER#<uid>', sk: 'CHECKIN#<id>', about: 'check-in (its id starts with its due time)' }],
  fields: () => ({
    id: z.string(),
    kind: written<CheckinKind>('string'),
    goal_id: z.string(),
    goal_name: z.string(),
    tone: written<Tone>('string'),
    message: z.string(),
    created_at: z.string(),
    reply: z.optional(z.nullable(written<Reflection>('object'))),
    /** The goal's current step when the check-in was written: what its Done button marks. */
    step_id: z.optional(z.nullable(z.string())),
    due_at: z.string(),
    telegram: DeliveryState,
    lease_until: z.optional(z.string()),
    /** Web push: absent on check-ins from before push, which is 'none'. */
    push: z.optional(DeliveryState),
    push_lease_until: z.optional(z.string()),
    /** The push subscriptions already reached. */
    push_sent: z.optional(stringSet()),
    snoozed_until: z.optional(z.string()),
    /** Set when a snoozed check-in is sent again. */
    reminder: z.optional(z.boolean()),
    /** Absent on check-ins written before stalled goals were told apart. */
    stalled: z.optional(z.boolean()),
    /** How many days the goal had gone without a bite done, when stalled. */
    stalled_days: z.optional(z.number()),
    /** The due date "Due a week later" set from this check-in, once it was chosen. */
    later_due: z.optional(z.string()),
    /** Set once the check-in's Done has counted a habit's completion: a second press counts none. */
    done_taken: z.optional(z.boolean()),
  }),
});
export type CheckinItem = z.infer<typeof checkinKind.schema>;
