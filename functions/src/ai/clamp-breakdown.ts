// Whatever a provider says, what leaves the planner fits the bounds of
// shared/src/schemas/limits.ts: titles trimmed to the title bound, at most 12 items per list, no
// empty branches, no repeated siblings, then checked against the shared schema. Output that
// cannot be made to fit is a provider failure.

import { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { IsoDay } from '@cakewalk/shared/schemas/common.ts';
import type { IfThen, PlanSource, ProposedBite, Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import { TONES } from '@cakewalk/shared/schemas/common.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { PlannerError } from './planner-error.ts';
import { clamp, type Bounds } from '@cakewalk/shared/rules/clamp.ts';
import { isOpenEnded, openEndedTimes, ownHabitIndex } from '@cakewalk/shared/rules/habit-start.ts';

/** A repeat as a provider says it: a model leaves `per_period` null for once a period. */
type RawRepeat = Omit<Repeat, 'per_period'> & { per_period?: number | null | undefined };

export interface RawBite {
  title: string;
  minutes?: number | null | undefined;
  repeat?: RawRepeat | null | undefined;
}

export interface RawBreakdown {
  goal: string;
  tone: string;
  subgoals: { title: string; tasks: { title: string; microtasks: RawBite[] }[] }[];
}

/** What the planner knows besides the tree: the date read from the goal, who answered, and the if-then plan. */
export interface PlanFacts {
  due_date: string | null;
  source: PlanSource;
  notice?: string;
  if_then?: IfThen;
}

/** A bite aims at 5 to 15 minutes; a missing or odd estimate gets the middle of that. */
const DEFAULT_MINUTES = 10;

function clampMinutes(minutes: number | null | undefined): number {
  const { min, max } = LIMITS.biteMinutes;
  if (typeof minutes !== 'number' || !Number.isFinite(minutes)) return DEFAULT_MINUTES;
  return clamp(Math.round(minutes), { min, max });
}

const clampTo = (bounds: Bounds, value: number) => clamp(Math.round(value), bounds);

/** `per_period` is kept only above once a period, as the editor stores it. */
function clampRepeat(repeat: RawRepeat | null | undefined): Repeat | null {
  if (!repeat) return null;
  const times = clampTo(LIMITS.repeatTimes, repeat.times);
  const perPeriod = typeof repeat.per_period === 'number' && Number.isFinite(repeat.per_period) ? clampTo(LIMITS.perPeriod, repeat.per_period) : 1;
  return perPeriod > 1 ? { every: repeat.every, times, per_period: perPeriod } : { every: repeat.every, times };
}

const clampBite = (bite: RawBite, title: string): ProposedBite => ({
  title,
  minutes: clampMinutes(bite.minutes),
  repeat: clampRepeat(bite.repeat),
});

/** One line, at most the title bound, cut at a word boundary when one is near. */
export function clampTitle(text: string): string {
  // A slot filled with words already in quotes ("“under 2 hours”") is quoted once.
  const line = text.replace(/\s+/g, ' ').trim().replace(/[“"]{2,}/g, '“').replace(/[”"]{2,}/g, '”');
  const max = LIMITS.title.max;
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/(?<![\s,;:.-])[\s,;:.-]+$/, '');
}

function clampList<T extends { title: string }, R>(items: readonly T[], max: number, map: (item: T, title: string) => R | undefined): R[] {
  const seen = new Set<string>();
  const kept: R[] = [];
  for (const item of items) {
    if (kept.length === max) break;
    const title = clampTitle(item.title);
    const key = title.toLowerCase();
    if (!title || seen.has(key)) continue;
    const mapped = map(item, title);
    if (mapped === undefined) continue;
    seen.add(key);
    kept.push(mapped);
  }
  return kept;
}

/** A model's date, kept only when it is a real calendar day. */
export const isoDayOrNull = (day: string | null): string | null => (day !== null && IsoDay.safeParse(day).success ? day : null);

const isTone = (tone: string): tone is Tone => (TONES as readonly string[]).includes(tone);

type ClampedSubgoal = { title: string; tasks: { title: string; microtasks: ProposedBite[] }[] };

/**
 * A goal with no due date that is itself a habit keeps going (habit-start.ts): its habit asks for
 * a year of its cadence, not the planner's guess at a span, so it does not stop on Today after a
 * few weeks, nor asks a weekly habit for seven years.
 */
function withOpenEndedHabit(goal: string, dueDate: string | null, subgoals: ClampedSubgoal[]): ClampedSubgoal[] {
  const bites = subgoals.flatMap((subgoal) => subgoal.tasks.flatMap((task) => task.microtasks));
  const own = bites[ownHabitIndex(goal, bites)];
  if (!own?.repeat || !isOpenEnded(dueDate, true)) return subgoals;
  own.repeat = { ...own.repeat, times: openEndedTimes(own.repeat.every) };
  return subgoals;
}

export function clampBreakdown(raw: RawBreakdown, facts: PlanFacts): Breakdown {
  const max = LIMITS.breakdownItems.max;
  const subgoals = clampList(raw.subgoals, max, (subgoal, title) => {
    const tasks = clampList(subgoal.tasks, max, (task, taskTitle) => {
      const microtasks = clampList(task.microtasks, max, clampBite);
      return microtasks.length ? { title: taskTitle, microtasks } : undefined;
    });
    return tasks.length ? { title, tasks } : undefined;
  });
  const result = Breakdown.safeParse({
    goal: clampTitle(raw.goal) || subgoals[0]?.title,
    tone: isTone(raw.tone) ? raw.tone : 'friendly',
    subgoals: withOpenEndedHabit(raw.goal, facts.due_date, subgoals),
    ...facts,
  });
  if (!result.success) throw new PlannerError('The breakdown does not fit the schema', { cause: result.error });
  return result.data;
}

/** The steps that replace a microtask: 2 to 8 distinct bites, or a provider failure. */
export function clampSteps(steps: readonly RawBite[], padding: () => readonly RawBite[] = () => []): ProposedBite[] {
  const { min, max } = LIMITS.microtaskSteps;
  const kept = clampList(steps, max, clampBite);
  // Steps that clamp to fewer than two (one, or two alike) are made up by the honest padding.
  const padded = kept.length < min ? clampList([...steps, ...padding()], max, clampBite) : kept;
  if (padded.length < min) throw new PlannerError(`Expected at least ${min} steps, got ${padded.length}`);
  return padded;
}
