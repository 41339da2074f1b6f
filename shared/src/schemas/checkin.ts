import { LIMITS } from './limits.ts';
import { Id, Tone } from './common.ts';
import { Microtask } from './goal.ts';
import { Reflection, ReflectionContent } from './reflection.ts';
import * as z from 'zod/mini';
import './zod.ts';

const CHECKIN_KINDS = ['daily', 'weekly'] as const;
export const CheckinKind = z.enum(CHECKIN_KINDS);
export type CheckinKind = z.infer<typeof CheckinKind>;

/** What falls due in the check-in schedule: a round of either kind, or a snoozed check-in sent again. */
export const DueKind = z.enum([...CHECKIN_KINDS, 'snooze']);
export type DueKind = z.infer<typeof DueKind>;

/**
 * One check-in about one goal; `reply` is the latest reflection written in answer, if any.
 * `step_id` is the bite it asks about (the goal's current step when it was written), so Today
 * puts its buttons on that bite's row. `stalled`: the goal had no bite done for `stalled_days`
 * days, so the check-in offers the ways forward.
 */
export const Checkin = z.object({
  id: Id,
  kind: CheckinKind,
  goal_id: Id,
  goal_name: z.string(),
  tone: Tone,
  message: z.string(),
  created_at: z.string(),
  reply: z.nullable(Reflection),
  step_id: z._default(z.nullable(z.string()), null),
  stalled: z._default(z.boolean(), false),
  stalled_days: z._default(z.nullable(z.int()), null),
});
export type Checkin = z.infer<typeof Checkin>;

/** The dashboard shows the latest one; the default leaves room for a short history. */
const CHECKIN_PAGE_DEFAULT = 20;

export const CheckinQuery = z.object({
  user_id: Id,
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(LIMITS.pageSize.max)),
    CHECKIN_PAGE_DEFAULT,
  ),
});
export type CheckinQuery = z.infer<typeof CheckinQuery>;

export const CheckinReplyBody = z.object({ content: ReflectionContent });
export type CheckinReplyBody = z.infer<typeof CheckinReplyBody>;

/**
 * What a reply asked for: the step done, a smaller step, no check-in until tomorrow, nothing more,
 * or `ask`: the reply was not clear, so nothing changed and the coach asks, with the three answers
 * (Done, Too big, Not today) to show as buttons.
 */
const REPLY_ACTIONS = ['done', 'smaller', 'snoozed', 'reflection', 'ask'] as const;
export const ReplyAction = z.enum(REPLY_ACTIONS);
export type ReplyAction = z.infer<typeof ReplyAction>;

/**
 * What a reply changed in the plan, so the app can say so and offer Undo: the step it marked done,
 * or the step it broke down and the `microtasks` that took its place.
 */
export const ReplyChange = z.object({
  step: z.object({ id: Id, title: z.string() }),
  microtasks: z.optional(z.array(Microtask)),
});
export type ReplyChange = z.infer<typeof ReplyChange>;

/**
 * The reply is always kept as a reflection; `message` is the coach's answer in the goal's tone;
 * `changed` is there when the reply changed the plan (a step already done changes nothing).
 */
export const CheckinReplyResult = z.object({
  reflection: Reflection,
  action: ReplyAction,
  message: z.string(),
  changed: z.optional(ReplyChange),
});
export type CheckinReplyResult = z.infer<typeof CheckinReplyResult>;

/** The ways forward a stalled goal's check-in offers: a smaller step, a later due date, a pause. */
export const WAYS_FORWARD = ['smaller', 'later', 'pause'] as const;
export const WayForward = z.enum(WAYS_FORWARD);
export type WayForward = z.infer<typeof WayForward>;

export const WayForwardBody = z.object({ way: WayForward });
export type WayForwardBody = z.infer<typeof WayForwardBody>;

/** `message` is the coach's answer in the goal's tone: the first smaller bite, the new date, or until when it pauses. */
export const WayForwardResult = z.object({ way: WayForward, message: z.string() });
export type WayForwardResult = z.infer<typeof WayForwardResult>;
