import type { Repeat, RepeatEvery } from '../../schemas/breakdown.ts';
import type { CellState, DaySpan, Runs } from '../../schemas/progress.ts';
import { addDays, weekdayIndex } from '../calendar-days.ts';
import { completionsNeeded, periodOf, perPeriodOf } from '../habit-periods.ts';
import { isPaused } from './pauses.ts';

// A habit's record, period by period, from its done records: which periods were kept, rested,
// paused or missed, and the runs they make. A run counts the periods kept in a row; a rest
// period or a paused one keeps it without counting; a missed one ends it. Rest periods are used
// by themselves, on a missed period while a run is going: a daily (or weekday) habit has 2 a
// calendar month, a weekly one 1 a quarter.

const WEEK = 7;
const SATURDAY = 5;

/** What the habit's record is read from; `today` is the user's day, never the server's clock. */
export interface HabitHistory {
  repeat: Repeat;
  /** The day of each completion, a day once per completion on it. */
  days: readonly string[];
  /** The first day the habit was asked for (its goal's start). */
  start: string;
  pauses: readonly DaySpan[];
  today: string;
}

export interface PeriodState {
  /** The period's first day. */
  period: string;
  state: CellState;
  /** Completions in the period. */
  count: number;
}

export interface HabitRecord {
  /** Every period from the habit's start (or its first completion, when earlier) to today's, oldest first. */
  periods: PeriodState[];
  runs: Runs;
  /** Rest periods left in today's month (daily) or quarter (weekly). */
  rest_left: number;
}

/** Rest periods allowed in each month (days) or quarter (weeks). */
const REST_ALLOWANCE: Record<RepeatEvery, number> = { day: 2, weekday: 2, week: 1 };

/**
 * Missed periods in a row that end a run whatever rest is left: split over two months (or
 * quarters) as evenly as they can be, one of the two still holds more than its rest.
 */
export const missesThatEndARun = (every: RepeatEvery): number => 2 * REST_ALLOWANCE[every] + 1;

/** The month or quarter a period's rest is counted in. */
function restBucket(every: RepeatEvery, period: string): string {
  if (every !== 'week') return period.slice(0, 7);
  return `${period.slice(0, 4)}Q${Math.floor((Number(period.slice(5, 7)) - 1) / 3)}`;
}

const stepOf = (every: RepeatEvery) => (every === 'week' ? WEEK : 1);

function pausedPeriod(every: RepeatEvery, period: string, pauses: readonly DaySpan[]): boolean {
  if (every !== 'week') return isPaused(pauses, period);
  return Array.from({ length: WEEK }, (_, i) => addDays(period, i)).some((day) => isPaused(pauses, day));
}

/** The habit's periods, its current and best run, and its rest left, as of `today`. */
export function habitRecord({ repeat, days, start, pauses, today }: HabitHistory): HabitRecord {
  const { every } = repeat;
  const perPeriod = perPeriodOf(repeat);
  const needed = completionsNeeded(repeat);
  const counts = new Map<string, number>();
  for (const day of days) if (day <= today) counts.set(periodOf(every, day), (counts.get(periodOf(every, day)) ?? 0) + 1);
  const current = periodOf(every, today);
  const first = [periodOf(every, start), ...counts.keys()].reduce((min, period) => (period < min ? period : min));
  const restUsed = new Map<string, number>();
  const periods: PeriodState[] = [];
  let given = 0;
  let run = 0;
  let best = 0;
  for (let period = first; period <= current; period = addDays(period, stepOf(every))) {
    const count = counts.get(period) ?? 0;
    const state = stateOf(period, count);
    given += count;
    periods.push({ period, state, count });
  }
  const bucket = restBucket(every, current);
  return { periods, runs: { current: run, best }, rest_left: Math.max(0, REST_ALLOWANCE[every] - (restUsed.get(bucket) ?? 0)) };

  function stateOf(period: string, count: number): CellState {
    if (count >= perPeriod) {
      run++;
      best = Math.max(best, run);
      return 'done';
    }
    if (given >= needed) return 'not_started';
    if (every === 'weekday' && weekdayIndex(period) >= SATURDAY) return count > 0 ? 'partly' : 'not_started';
    if (period === current) return count > 0 ? 'partly' : 'open';
    if (pausedPeriod(every, period, pauses)) return 'paused';
    const bucketOf = restBucket(every, period);
    const used = restUsed.get(bucketOf) ?? 0;
    if (run > 0 && used < REST_ALLOWANCE[every]) {
      restUsed.set(bucketOf, used + 1);
      return 'rest';
    }
    run = 0;
    return count > 0 ? 'partly' : 'missed';
  }
}

/** Whole percent of the last 30 days' periods kept; rest, paused and the open period are left out. */
export function share30(record: HabitRecord, every: RepeatEvery, today: string): number {
  const since = addDays(today, -29);
  const recent = record.periods.filter(({ period }) => addDays(period, stepOf(every) - 1) >= since);
  const kept = recent.filter(({ state }) => state === 'done').length;
  const counted = recent.filter(({ period, state }) => state === 'done' || state === 'missed' || (state === 'partly' && period !== periodOf(every, today))).length;
  return counted === 0 ? 0 : Math.round((kept / counted) * 100);
}
