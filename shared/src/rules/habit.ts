import type { Repeat, RepeatEvery } from '../schemas/breakdown.ts';
import type { Status } from '../schemas/common.ts';
import { addDays, weekdayIndex } from './calendar-days.ts';

// A habit bite is done once per period: a day, a weekday, or a week starting Monday, in the
// user's time zone. Its completions are the periods it was done in, each named by its first
// day ('YYYY-MM-DD'), so recording one twice in the same period changes nothing.

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
 * Consecutive periods with a completion, counted back from the current one. The current period
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

export interface HabitState {
  status: Status;
  completions: number;
  streak: number;
  /** The first day of the latest period done in, or null. */
  last_done: string | null;
}

/**
 * Done while the current period has a completion, todo again when a new one starts, and done for
 * good once the completions reach `times`.
 */
export function habitState(repeat: Repeat, periods: readonly string[], today: string): HabitState {
  const completed = new Set(periods);
  const finished = completed.size >= repeat.times;
  const last = [...completed].sort().at(-1) ?? null;
  return {
    status: finished || completed.has(periodOf(repeat.every, today)) ? 'done' : 'todo',
    completions: completed.size,
    streak: streakOf(repeat.every, completed, today),
    last_done: last,
  };
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
 * Periods that give back a record's completions, and its streak as of its last period done:
 * the streak's periods end at `last_done` (else at `fallbackDay`), the other completions lie
 * before two missed periods, which end that streak. The gaps of the real history are lost.
 */
export function periodsFromFigures(repeat: Repeat, figures: HabitFigures, fallbackDay: string): string[] {
  const count = Math.min(figures.completions ?? 0, repeat.times);
  if (count === 0) return [];
  const run = Math.min(Math.max(figures.streak ?? 0, 1), count);
  const periods: string[] = [];
  let period = periodOf(repeat.every, figures.last_done ?? fallbackDay);
  while (periods.length < count) {
    if (periods.length === run) period = periodBefore(repeat.every, periodBefore(repeat.every, period));
    periods.push(period);
    period = periodBefore(repeat.every, period);
  }
  return periods.reverse();
}
