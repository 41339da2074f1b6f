import type { Repeat, RepeatEvery } from '../schemas/breakdown.ts';
import type { Status } from '../schemas/common.ts';
import { addDays, weekdayIndex } from './calendar-days.ts';

// A habit bite is done `per_period` times in each period: a day, a weekday, or a week starting
// Monday, in the user's time zone. Its completions are listed by the period each fell in, named
// by the period's first day ('YYYY-MM-DD'), a period once per completion in it; a period is done
// once it holds `per_period` of them, and a `done` beyond that changes nothing.

const WEEK = 7;
const SATURDAY = 5;

/** The period a day falls in: the day itself, or the Monday that starts its week. */
export function periodOf(every: RepeatEvery, day: string): string {
  return every === 'week' ? addDays(day, -weekdayIndex(day)) : day;
}

const isWeekend = (day: string) => weekdayIndex(day) >= SATURDAY;

/** One missed period in any run of this many does not break a streak. */
const STREAK_FORGIVES_ONE_IN = 7;

/**
 * Consecutive periods done (`completed` holds the periods that reached their count), counted back
 * from the current one. The current period
 * is not over, so it is only counted once done. One missed period in any 7 in a row is forgiven;
 * a second breaks the streak. For a weekday habit a weekend day is no period at all: done, it
 * counts; missed, it is simply skipped.
 */
export function streakOf(every: RepeatEvery, completed: ReadonlySet<string>, today: string): number {
  const step = every === 'week' ? WEEK : 1;
  const earliest = [...completed].reduce((min, day) => (day < min ? day : min), '9999-12-31');
  let period = periodOf(every, today);
  if (!completed.has(period)) period = addDays(period, -step);
  let streak = 0;
  let index = 0;
  let lastMiss = -Infinity;
  for (; period >= earliest; period = addDays(period, -step)) {
    if (completed.has(period)) streak++;
    else if (every === 'weekday' && isWeekend(period)) continue;
    else if (index - lastMiss < STREAK_FORGIVES_ONE_IN) break;
    else lastMiss = index;
    index++;
  }
  return streak;
}

/** How many completions make a period done: 1 unless the habit says more ("3 times a week"). */
export const perPeriodOf = (repeat: Pick<Repeat, 'per_period'>): number => repeat.per_period ?? 1;

/** All the completions the habit asks for: `per_period` in each of `times` periods. */
export const completionsNeeded = (repeat: Repeat): number => repeat.times * perPeriodOf(repeat);

/** How many completions each period holds. */
function countByPeriod(completions: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const period of completions) counts.set(period, (counts.get(period) ?? 0) + 1);
  return counts;
}

export interface HabitState {
  status: Status;
  completions: number;
  /** Completions in the current period: "2 of 3 this week". */
  period_completions: number;
  streak: number;
  /** The first day of the latest period done in, or null. */
  last_done: string | null;
}

/**
 * Done while the current period has its `per_period` completions, todo again when a new one
 * starts, and done for good once the completions reach `times` x `per_period`.
 */
export function habitState(repeat: Repeat, completions: readonly string[], today: string): HabitState {
  const counts = countByPeriod(completions);
  const perPeriod = perPeriodOf(repeat);
  const current = counts.get(periodOf(repeat.every, today)) ?? 0;
  const full = new Set([...counts].filter(([, count]) => count >= perPeriod).map(([period]) => period));
  return {
    status: completions.length >= completionsNeeded(repeat) || current >= perPeriod ? 'done' : 'todo',
    completions: completions.length,
    period_completions: current,
    streak: streakOf(repeat.every, full, today),
    last_done: [...counts.keys()].sort().at(-1) ?? null,
  };
}

/**
 * What a status change does to a habit's completions: `done` adds one in the current period,
 * up to `per_period` there and to the completions needed in all; any other status takes one of
 * the current period's away. Undefined when it changes nothing.
 */
export function completionChange(repeat: Repeat, completions: readonly string[], today: string, status: Status): 'add' | 'remove' | undefined {
  const period = periodOf(repeat.every, today);
  const current = completions.filter((done) => done === period).length;
  if (status !== 'done') return current > 0 ? 'remove' : undefined;
  return current < perPeriodOf(repeat) && completions.length < completionsNeeded(repeat) ? 'add' : undefined;
}

/** The period before `period`: a day back (past a weekend for a weekday habit), or a week. */
function periodBefore(every: RepeatEvery, period: string): string {
  if (every === 'week') return addDays(period, -WEEK);
  let day = addDays(period, -1);
  while (every === 'weekday' && isWeekend(day)) day = addDays(day, -1);
  return day;
}

/** What a record of a habit states when it kept only the figures (an export from before periods). */
export interface HabitFigures {
  completions?: number | undefined;
  streak?: number | undefined;
  last_done?: string | null | undefined;
}

/**
 * Completions that give back a record's count, and its streak as of its last period done: the
 * streak's periods (each with its `per_period` completions) end at `last_done` (else at
 * `fallbackDay`), the other completions lie before two missed periods, which end that streak. The
 * gaps of the real history are lost.
 */
export function periodsFromFigures(repeat: Repeat, figures: HabitFigures, fallbackDay: string): string[] {
  const perPeriod = perPeriodOf(repeat);
  let left = Math.min(figures.completions ?? 0, completionsNeeded(repeat));
  if (left === 0) return [];
  const run = Math.min(Math.max(figures.streak ?? 0, 1), Math.ceil(left / perPeriod));
  const periods: string[] = [];
  let period = periodOf(repeat.every, figures.last_done ?? fallbackDay);
  for (let filled = 0; left > 0; filled++) {
    if (filled === run) period = periodBefore(repeat.every, periodBefore(repeat.every, period));
    const here = Math.min(perPeriod, left);
    periods.push(...Array.from({ length: here }, () => period));
    left -= here;
    period = periodBefore(repeat.every, period);
  }
  return periods.reverse();
}

/**
 * The smaller steps a bite is broken into, as they are saved: a habit's steps are the steps of
 * one time of doing it, so each repeats as the habit did; breaking a habit down never ends it.
 */
export function stepsOfBite<T extends { repeat: Repeat | null }>(repeat: Repeat | null, steps: readonly T[]): T[] {
  return repeat ? steps.map((step) => ({ ...step, repeat })) : [...steps];
}
