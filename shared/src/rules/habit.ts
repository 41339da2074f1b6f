import type { Repeat, RepeatEvery } from '../schemas/breakdown.ts';
import type { Status } from '../schemas/common.ts';
import { addDays, weekdayIndex } from './calendar-days.ts';
import { clamp } from './clamp.ts';
import { completionsNeeded, periodOf, perPeriodOf } from './habit-periods.ts';
import { currentRun, missesThatEndARun } from './history/habit-record.ts';

// A habit bite is done `per_period` times in each period: a day, a weekday, or a week starting
// Monday, in the user's time zone. Its completions are listed by the period each fell in, named
// by the period's first day ('YYYY-MM-DD'), a period once per completion in it; a period is done
// once it holds `per_period` of them, and a `done` beyond that changes nothing.

const WEEK = 7;
const SATURDAY = 5;

const isWeekend = (day: string) => weekdayIndex(day) >= SATURDAY;

/** How many completions each period holds. */
function countByPeriod(completions: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const period of completions) counts.set(period, (counts.get(period) ?? 0) + 1);
  return counts;
}

/**
 * The habit's current run, by the same rule as its record on Progress (rest days included), so
 * Today and Progress never disagree. The bite alone knows no pauses: a paused goal is off Today.
 */
function runOf(repeat: Repeat, completions: readonly string[], today: string): number {
  const start = completions.reduce((first, day) => (day < first ? day : first), today);
  return currentRun({ repeat, days: completions, start, pauses: [], today });
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
  return {
    status: completions.length >= completionsNeeded(repeat) || current >= perPeriod ? 'done' : 'todo',
    completions: completions.length,
    period_completions: current,
    streak: runOf(repeat, completions, today),
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
 * `fallbackDay`), the other completions lie before enough missed periods to end that streak
 * whatever rest it has left. The gaps of the real history are lost.
 */
export function periodsFromFigures(repeat: Repeat, figures: HabitFigures, fallbackDay: string): string[] {
  const perPeriod = perPeriodOf(repeat);
  let left = Math.min(figures.completions ?? 0, completionsNeeded(repeat));
  if (left === 0) return [];
  const run = clamp(figures.streak ?? 0, { min: 1, max: Math.ceil(left / perPeriod) });
  const periods: string[] = [];
  let period = periodOf(repeat.every, figures.last_done ?? fallbackDay);
  for (let filled = 0; left > 0; filled++) {
    for (let missed = 0; filled === run && missed < missesThatEndARun(repeat.every); missed++) period = periodBefore(repeat.every, period);
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
