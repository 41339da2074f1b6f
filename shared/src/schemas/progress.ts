import { Repeat } from './breakdown.ts';
import { Id, IsoDay } from './common.ts';
import { Progress } from './goal.ts';
import * as z from 'zod/mini';
import './zod.ts';

// What the Progress page, a goal's progress view and Today's progress lines read: GET
// /users/me/progress, worked out on the server with the rules of shared/src/rules/history/ from
// the done records, the pauses and the plan, for the user's day in their time zone.

/** Days from `from` up to, not including, `until` ('YYYY-MM-DD'); `until` null while it lasts. */
export const DaySpan = z.object({ from: IsoDay, until: z.nullable(IsoDay) });
export type DaySpan = z.infer<typeof DaySpan>;

const CELL_STATES = ['done', 'partly', 'rest', 'paused', 'missed', 'open', 'not_started'] as const;
/**
 * A heatmap cell's state. `partly`: some but not all of the period's completions (2 of 3);
 * `rest`: a missed period a rest day covers; `paused`: the goal was paused; `open`: the current
 * period, not done yet (not a miss); `not_started`: before the habit began, or after today.
 */
export const CellState = z.enum(CELL_STATES);
export type CellState = z.infer<typeof CellState>;

/** One period of a habit: its first day, its state, and its completions of `per_period`. */
export const HeatmapCell = z.object({ period: IsoDay, state: CellState, count: z.int() });
export type HeatmapCell = z.infer<typeof HeatmapCell>;

/** A run: consecutive periods kept (rest periods keep it, paused periods neither count nor break). */
export const Runs = z.object({ current: z.int(), best: z.int() });
export type Runs = z.infer<typeof Runs>;

export const HabitProgress = z.object({
  id: Id,
  title: z.string(),
  repeat: Repeat,
  runs: Runs,
  /** Whole percent of the last 30 days' periods kept (rest and paused left out of the count). */
  share_30: z.int(),
  /** The days `share_30` is read over: since the habit began, at most 30 (a young habit's share says so). */
  share_days: z.int(),
  /** Rest periods left in this month (a daily habit) or quarter (a weekly one). */
  rest_left: z.int(),
  /** The 26 weeks up to today, oldest first: a cell per day (182) or per week (26). */
  cells: z.array(HeatmapCell),
});
export type HabitProgress = z.infer<typeof HabitProgress>;

/** Bites done on a day (one-offs and habit completions). */
export const DayCount = z.object({ day: IsoDay, bites: z.int() });
export type DayCount = z.infer<typeof DayCount>;

/**
 * A goal's road: bites done by each day from its start (cumulative, a point on each day with a
 * done, on the start and today), against the even pace from `start` (0) to `due` (`total`), and
 * the day it would finish at the last 14 days' rate (null when that rate is 0 or it is done).
 */
export const Road = z.object({
  start: IsoDay,
  due: IsoDay,
  total: z.number(),
  done: z.number(),
  points: z.array(z.object({ day: IsoDay, done: z.number() })),
  /** Bites a day over the last 14 days. */
  rate: z.number(),
  projected_finish: z.nullable(IsoDay),
});
export type Road = z.infer<typeof Road>;

/**
 * A due date moved by a pause (from `from_date` to `to_date`, `days` later), to be said once on
 * Today with Undo: POST /goals/{id}/due-move settles it.
 */
export const DueMove = z.object({ days: z.int(), from_date: IsoDay, to_date: IsoDay });
export type DueMove = z.infer<typeof DueMove>;

/**
 * Offered on a Monday or the 1st to a goal behind its pace: spread the bites left over the days
 * left (`per_day`), or move the due date to `move_to` (PUT /goals/{id}, with Undo).
 */
export const FreshStart = z.object({ bites_left: z.int(), days_left: z.int(), per_day: z.int(), move_to: IsoDay });
export type FreshStart = z.infer<typeof FreshStart>;

export const GoalProgress = z.object({
  id: Id,
  title: z.string(),
  created_day: IsoDay,
  due_date: z.nullable(IsoDay),
  /** Pauses of this goal and of all check-ins, oldest first. */
  pauses: z.array(DaySpan),
  /** Today falls in a pause: the one that does. */
  paused_now: z.nullable(DaySpan),
  due_move: z.nullable(DueMove),
  fresh_start: z.nullable(FreshStart),
  /** Its bites done of its bites, as its goal card counts them: a goal without a due date shows this instead of a road. */
  progress: Progress,
  /** Null without a due date. */
  road: z.nullable(Road),
  habits: z.array(HabitProgress),
  /** Monday to Sunday of this week. */
  this_week: z.array(DayCount),
});
export type GoalProgress = z.infer<typeof GoalProgress>;

/** The weekly review's figures (the weekly check-in says them on every channel too): the 7 days up to today. */
export const WeekFigures = z.object({
  from: IsoDay,
  to: IsoDay,
  bites_done: z.int(),
  /** Habit periods kept of those due this week ("5 of 7"). */
  habits_kept: z.int(),
  habits_due: z.int(),
  /** The day with the most bites done, null when none was. */
  best_day: z.nullable(IsoDay),
  /** Habits whose run is still going. */
  runs_kept: z.int(),
});
export type WeekFigures = z.infer<typeof WeekFigures>;

/** After two or more days with nothing done and nothing paused: one two-minute start. */
export const WelcomeBack = z.object({
  quiet_days: z.int(),
  goal_id: Id,
  bite_id: Id,
  /** The current bite's first step, or the smallest bite. */
  start: z.string(),
});
export type WelcomeBack = z.infer<typeof WelcomeBack>;

export const ProgressPage = z.object({
  /** The user's day in their time zone. */
  today: IsoDay,
  /** Dones after two or more quiet days, ever ("3 comebacks"). */
  comebacks: z.int(),
  /** Today's first done came after a gap: celebrate it as a comeback. */
  comeback_today: z.boolean(),
  welcome_back: z.nullable(WelcomeBack),
  week: WeekFigures,
  /** This week, all goals: Monday to Sunday. */
  this_week: z.array(DayCount),
  goals: z.array(GoalProgress),
});
export type ProgressPage = z.infer<typeof ProgressPage>;

/** `goal_id` narrows the page to one goal (the per-goal view); the figures stay the account's. */
export const ProgressQuery = z.object({ goal_id: z.optional(Id) });
export type ProgressQuery = z.infer<typeof ProgressQuery>;

/** Settling a due date a pause moved: keep the new date (said once), or undo to the old one. */
export const DueMoveBody = z.object({ undo: z.boolean() });
export type DueMoveBody = z.infer<typeof DueMoveBody>;
export const DueMoveResult = z.object({ due_date: z.nullable(IsoDay) });
export type DueMoveResult = z.infer<typeof DueMoveResult>;

/** How long "Pause a week" and its kin pause a goal, in days. */
export const PAUSE_DAYS = { min: 1, max: 28, week: 7 } as const;
export const PauseBody = z.object({ days: z.int().check(z.gte(PAUSE_DAYS.min), z.lte(PAUSE_DAYS.max)) });
export type PauseBody = z.infer<typeof PauseBody>;
/** The goal's pause and due date after pausing or resuming. */
export const PauseResult = z.object({ paused_until: z.nullable(IsoDay), due_date: z.nullable(IsoDay), due_move: z.nullable(DueMove) });
export type PauseResult = z.infer<typeof PauseResult>;
