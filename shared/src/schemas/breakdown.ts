import { LIMITS } from './limits.ts';
import { Detail, Id, IsoDay, Title, Tone } from './common.ts';
import * as z from 'zod/mini';
import './zod.ts';

const items = { min: LIMITS.breakdownItems.min, max: LIMITS.breakdownItems.max } as const;
/** A list of 1 to 12 slices, crumbs or bites: the bound of every plan, proposed, saved or edited. */
export const list = <T extends z.core.SomeType>(item: T) =>
  z.array(item).check(z.minLength(items.min), z.maxLength(items.max));

export const REPEAT_EVERY = ['day', 'weekday', 'week'] as const;
export const RepeatEvery = z.enum(REPEAT_EVERY);
export type RepeatEvery = z.infer<typeof RepeatEvery>;

/**
 * A habit bite: done `per_period` times in each period (a day, a weekday, a week starting
 * Monday), `times` periods in all. Left out, `per_period` is 1: "3 times a week" is
 * `{every: 'week', per_period: 3, times}`.
 */
export const Repeat = z.object({
  every: RepeatEvery,
  times: z.int().check(z.gte(LIMITS.repeatTimes.min), z.lte(LIMITS.repeatTimes.max)),
  per_period: z.optional(z.int().check(z.gte(LIMITS.perPeriod.min), z.lte(LIMITS.perPeriod.max))),
});
export type Repeat = z.infer<typeof Repeat>;

/** The planner's estimate of a bite's length; a bite aims at 5 to 15 minutes. */
export const BiteMinutes = z.int().check(z.gte(LIMITS.biteMinutes.min), z.lte(LIMITS.biteMinutes.max));

/** A bite as a planner proposes it: repeat is null for a one-off. */
export const ProposedBite = z.object({ title: Title, minutes: BiteMinutes, repeat: z.nullable(Repeat) });
export type ProposedBite = z.infer<typeof ProposedBite>;

/** A bite as a new goal saves it: a bite the user typed may have no estimate or repeat yet. */
export const BreakdownMicrotask = z.object({
  title: Title,
  minutes: z.optional(BiteMinutes),
  repeat: z.optional(z.nullable(Repeat)),
});
export type BreakdownMicrotask = z.infer<typeof BreakdownMicrotask>;

const tree = <B extends z.core.SomeType>(bite: B) => {
  const task = z.object({ title: Title, microtasks: list(bite) });
  return list(z.object({ title: Title, tasks: list(task) }));
};

export const BreakdownSubgoals = tree(BreakdownMicrotask);
export type BreakdownSubgoal = z.infer<typeof BreakdownSubgoals>[number];

const PLAN_SOURCES = ['ai', 'offline'] as const;
export const PlanSource = z.enum(PLAN_SOURCES);
export type PlanSource = z.infer<typeof PlanSource>;

const IfThenHalf = /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.questions.said));

/**
 * What the person will do when the obstacle they named turns up: "If I get home tired, then I ...".
 * A planner proposes it, the goal keeps it, and a stalled goal's check-in names it.
 */
export const IfThen = /* @__PURE__ */ z.object({ if: IfThenHalf, then: IfThenHalf });
export type IfThen = z.infer<typeof IfThen>;

/**
 * What the planner proposes for a goal. The tone is a suggestion the user can change; due_date is
 * read from the goal's own words (or the answer to "by when?"); `notice` says why a plan came
 * from the offline planner, or in English; `if_then` is made from the answer about what gets in
 * the way.
 */
export const Breakdown = z.object({
  goal: Title,
  tone: Tone,
  subgoals: tree(ProposedBite),
  due_date: z.nullable(IsoDay),
  source: PlanSource,
  notice: z.optional(z.string()),
  if_then: z.optional(IfThen),
});
export type Breakdown = z.infer<typeof Breakdown>;

/** Answer to goal text that has no letter or digit (emoji or punctuation only). */
export const GOAL_NEEDS_WORDS = 'Describe your goal in words.';

/** Whether goal text has something to read: at least one letter or digit, in any script. */
export const hasWords = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

export const GoalText = z.string().check(
  z.trim(),
  z.minLength(LIMITS.goalText.min, 'is required'),
  z.maxLength(LIMITS.goalText.max),
);


export const MicrotaskBreakdownBody = z.object({
  microtaskId: Id,
  title: Title,
  taskId: Id,
  detail: Detail,
});
export type MicrotaskBreakdownBody = z.infer<typeof MicrotaskBreakdownBody>;
