import { ABUSE_LIMITS, LIMITS } from '../limits.ts';
import { BiteMinutes, IfThen, Repeat } from '../breakdown.ts';
import { Id, IsoDay, Status, Title, Tone } from '../common.ts';
import { Description } from '../goal.ts';
import { ReflectionContent } from '../reflection.ts';
import { DaySpan, DueMove } from '../progress.ts';
import * as z from 'zod/mini';
import '../zod.ts';

// The export file: what GET /users/me/export writes and POST /users/me/import reads. Apart from
// the small account bodies (account.ts), so routes that do not handle files do not carry it.

export const EXPORT_FORMAT = 'cakewalk-export';
export const EXPORT_VERSION = 1;
/** Said of any file that is not an export at all, whatever else is wrong with it. */
export const NOT_AN_EXPORT = 'This file is not a Cakewalk export.';
const EXPORT_QUERY_FORMATS = ['json', 'csv'] as const;
export const ExportQuery = z.object({ format: z._default(z.enum(EXPORT_QUERY_FORMATS), 'json') });
export type ExportQuery = z.infer<typeof ExportQuery>;

const items = <T extends z.core.SomeType>(item: T) =>
  z.array(item).check(z.minLength(LIMITS.breakdownItems.min), z.maxLength(LIMITS.breakdownItems.max));
/** A habit's completions: up to `per_period` in each of its periods. */
const MAX_COMPLETIONS = LIMITS.repeatTimes.max * LIMITS.perPeriod.max;
const Count = z.int().check(z.gte(0), z.lte(MAX_COMPLETIONS));
const Timestamp = z.iso.datetime({ offset: true });
/** A goal's pauses kept: far more than a year of weekly pauses. */
const MAX_PAUSES = 100;

// Ids in a file are the exporting account's: an import reads them only to tie reflections to
// their goals, and writes new ones.
export const ExportMicrotask = z.object({
  id: z.optional(Id),
  title: Title,
  status: Status,
  minutes: z.optional(z.nullable(BiteMinutes)),
  repeat: z.optional(z.nullable(Repeat)),
  completions: z.optional(Count),
  streak: z.optional(Count),
  last_done: z.optional(z.nullable(IsoDay)),
  /**
   * A habit's history: each completion's period, by its first day (a period once per completion in
   * it). Files from before it carry the figures above only.
   */
  periods: z.optional(z.array(IsoDay).check(z.maxLength(MAX_COMPLETIONS))),
  /**
   * The day of each done (a one-off's one day, each of a habit's completions): a habit's periods
   * then follow from them. Files from before the history carry none.
   */
  done_days: z.optional(z.array(IsoDay).check(z.maxLength(MAX_COMPLETIONS))),
});
export type ExportMicrotask = z.infer<typeof ExportMicrotask>;

const ExportTask = z.object({ id: z.optional(Id), title: Title, status: Status, microtasks: items(ExportMicrotask) });
const ExportSubgoal = z.object({ id: z.optional(Id), title: Title, status: Status, tasks: items(ExportTask) });

export const ExportGoal = z.object({
  id: z.optional(Id),
  title: Title,
  description: Description,
  due_date: z.nullable(IsoDay),
  status: Status,
  tone: Tone,
  created_at: Timestamp,
  /** Files from before if-then plans have none. */
  if_then: z.optional(z.nullable(IfThen)),
  /** Files from before pauses were kept have none. */
  pauses: z.optional(z.array(DaySpan).check(z.maxLength(MAX_PAUSES))),
  /** A due date a pause moved, to be said on Today from `shown_from`. */
  due_move: z.optional(z.nullable(z.extend(DueMove, { shown_from: IsoDay }))),
  subgoals: items(ExportSubgoal),
});
export type ExportGoal = z.infer<typeof ExportGoal>;

export const ExportReflection = z.object({
  id: z.optional(Id),
  created_at: Timestamp,
  goal_id: z.nullable(Id),
  goal_name: z.nullable(z.string().check(z.maxLength(LIMITS.title.max))),
  content: ReflectionContent,
});
export type ExportReflection = z.infer<typeof ExportReflection>;

/**
 * A whole account as GET /users/me/export writes it and POST /users/me/import reads it. The
 * user, settings and check-ins travel for the person's own records; an import adds the goals and
 * reflections only.
 */
export const ExportFile = z.object({
  format: z.literal(EXPORT_FORMAT, NOT_AN_EXPORT),
  version: z.literal(EXPORT_VERSION),
  exported_at: Timestamp,
  user: z.looseObject({ name: z.string(), email: z.string() }),
  settings: z.nullable(z.looseObject({})),
  goals: z.array(ExportGoal).check(z.maxLength(ABUSE_LIMITS.goalsPerUser)),
  reflections: z.array(ExportReflection).check(z.maxLength(LIMITS.importReflections)),
  checkins: z.array(z.looseObject({})),
});
export type ExportFile = z.infer<typeof ExportFile>;
