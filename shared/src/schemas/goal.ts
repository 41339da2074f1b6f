import { LIMITS } from './limits.ts';
import { BiteMinutes, BreakdownSubgoals, IfThen, Repeat, list } from './breakdown.ts';
import { Id, IsoDay, Status, Title, Tone } from './common.ts';
import * as z from 'zod/mini';
import './zod.ts';

/**
 * A bite. A habit bite (`repeat` set) counts its `completions` (up to `per_period` in each
 * period), those of the current period (`period_completions`: "2 of 3 this week") and its
 * `streak` of periods done; `last_done` is the first day of the latest period it was done in. A
 * one-off bite's completions, in all and in the period, are 1 when done. `minutes` is the
 * planner's estimate, null for a bite typed without one.
 */
export const Microtask = z.object({
  id: Id,
  title: z.string(),
  status: Status,
  task_id: Id,
  repeat: z.nullable(Repeat),
  completions: z.int(),
  period_completions: z.int(),
  streak: z.int(),
  last_done: z.nullable(z.string()),
  minutes: z.nullable(z.int()),
});
export type Microtask = z.infer<typeof Microtask>;

export const Task = z.object({ id: Id, title: z.string(), status: Status, microtasks: z.array(Microtask) });
export type Task = z.infer<typeof Task>;

export const Subgoal = z.object({ id: Id, title: z.string(), status: Status, tasks: z.array(Task) });
export type Subgoal = z.infer<typeof Subgoal>;

/** Bites done of `total` (a habit bite counts its share of `times`, so `done` may be fractional), and the whole percent. */
export const Progress = z.object({ done: z.number(), total: z.int(), percent: z.int() });
export type Progress = z.infer<typeof Progress>;

/** `just_started`: in a goal's first days it is never behind (shared/src/rules/pace.ts, a fair start). */
const PACE_STATUSES = ['no_due_date', 'overdue', 'ahead', 'on_track', 'behind', 'just_started'] as const;
export const PaceStatus = z.enum(PACE_STATUSES);
export type PaceStatus = z.infer<typeof PaceStatus>;

/**
 * Where a goal stands against its due date: `expected_percent` is the share of the days from
 * creation to the due date gone by (0 to 100), `bites_behind` how many bites would bring it back
 * within reach of it.
 */
export const Pace = z.object({ status: PaceStatus, expected_percent: z.int(), bites_behind: z.int() });
export type Pace = z.infer<typeof Pace>;

/**
 * `version` counts the plan's edits (a plan PUT or a bite broken down), from 1 at creation;
 * `if_then` is the person's plan for what gets in the way, or null.
 * `snoozed_until` is the day a goal rested with "Not today" comes back ('YYYY-MM-DD' where the
 * user is): before it the goal gets no daily check-in and its next bite waits; its habits stay.
 * `paused_until` is the day a paused goal comes back: before it nothing of it is on Today.
 */
export const Goal = z.object({
  id: Id,
  title: z.string(),
  description: z.string(),
  due_date: z.nullable(z.string()),
  status: Status,
  tone: Tone,
  created_at: z.string(),
  version: z.int(),
  snoozed_until: z.nullable(z.string()),
  paused_until: z.nullable(z.string()),
  if_then: z.nullable(IfThen),
  progress: Progress,
  pace: Pace,
  subgoals: z.array(Subgoal),
});
export type Goal = z.infer<typeof Goal>;

export const GoalSummary = z.object({ id: Id, title: z.string(), status: Status });
export type GoalSummary = z.infer<typeof GoalSummary>;

export const Dashboard = z.object({ goals: z.array(Goal) });
export type Dashboard = z.infer<typeof Dashboard>;

export const Description = z.string().check(z.trim(), z.maxLength(LIMITS.description.max));
/** An empty date field means "no due date". */
const DueDate = z.nullable(z.union([IsoDay, z.literal('')]));

export const CreateGoalBody = z.object({
  user_id: Id,
  title: Title,
  tone: Tone,
  subgoals: BreakdownSubgoals,
  description: z.optional(Description),
  due_date: z.optional(DueDate),
  if_then: z.optional(z.nullable(IfThen)),
});
export type CreateGoalBody = z.infer<typeof CreateGoalBody>;

export const UpdateGoalBody = z.object({
  title: Title,
  description: Description,
  due_date: DueDate,
  /** Left out, the goal keeps its tone. */
  tone: z.optional(Tone),
  /** Left out, the goal keeps its if-then plan; null removes it. */
  if_then: z.optional(z.nullable(IfThen)),
});
export type UpdateGoalBody = z.infer<typeof UpdateGoalBody>;

/** "Not today" on a goal (`resting: true`), or its Undo. */
export const RestBody = z.object({ resting: z.boolean() });
export type RestBody = z.infer<typeof RestBody>;

/**
 * A habit as the person saw it before the Done this request makes or takes back: the latest
 * period it was done in and the current period's completions then. A Done adds one only while the
 * period still holds just those, and its Undo takes that one back only while it is there, so the
 * same press sent twice, or its Undo sent twice, changes it once. Without it a Done adds the next
 * and anything else takes back the last.
 */
export const SeenHabit = z.object({
  last_done: z.nullable(IsoDay),
  period_completions: z.int().check(z.minimum(0), z.maximum(LIMITS.perPeriod.max)),
});
export type SeenHabit = z.infer<typeof SeenHabit>;

export const StatusBody = z.object({ status: Status, seen: z.optional(SeenHabit) });
export type StatusBody = z.infer<typeof StatusBody>;

/** A one-off bite counts one completion when done (in all and in the period); its streak is always 0. */
export const StatusResult = z.object({ status: Status, completions: z.int(), period_completions: z.int(), streak: z.int() });
export type StatusResult = z.infer<typeof StatusResult>;

/**
 * An edited plan. An item with an id keeps it (with its status and completions); one without is
 * new. A status given for an item with an id is ignored: statuses change through their own route.
 */
export const PlanMicrotask = z.object({
  id: z.optional(Id),
  title: Title,
  status: z.optional(Status),
  repeat: z.optional(z.nullable(Repeat)),
  minutes: z.optional(BiteMinutes),
});
export type PlanMicrotask = z.infer<typeof PlanMicrotask>;
const PlanTask = z.object({ id: z.optional(Id), title: Title, microtasks: list(PlanMicrotask) });
export const PlanSubgoal = z.object({ id: z.optional(Id), title: Title, tasks: list(PlanTask) });
export type PlanSubgoal = z.infer<typeof PlanSubgoal>;
export const PlanBody = z.object({ version: z.int().check(z.gte(1)), subgoals: list(PlanSubgoal) });
export type PlanBody = z.infer<typeof PlanBody>;

/** The answer to a plan saved from an older version than the stored one. */
export const PLAN_CHANGED = 'This plan changed in another window. Reload to see the latest.';

export const MicrotaskBreakdownResult = z.object({ ok: z.literal(true), microtasks: z.array(Microtask) });
export type MicrotaskBreakdownResult = z.infer<typeof MicrotaskBreakdownResult>;
