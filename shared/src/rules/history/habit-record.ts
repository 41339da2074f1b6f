import type { Repeat, RepeatEvery } from '../../schemas/breakdown.ts';
import type { CellState, DaySpan, Runs } from '../../schemas/progress.ts';
import { addDays, daysBetween, weekdayIndex } from '../calendar-days.ts';
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

/** Completions per period, of the days up to `today`. */
function periodCounts(every: RepeatEvery, days: readonly string[], today: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const day of days) if (day <= today) counts.set(periodOf(every, day), (counts.get(periodOf(every, day)) ?? 0) + 1);
  return counts;
}

const firstPeriod = (every: RepeatEvery, start: string, counts: ReadonlyMap<string, number>) =>
  [periodOf(every, start), ...counts.keys()].reduce((min, period) => (period < min ? period : min));

interface Walk {
  periods: PeriodState[];
  run: number;
  best: number;
  restUsed: Map<string, number>;
}

/**
 * The periods from `from` to today's, each given its state, with no run going into `from`, no
 * rest used in its month (or quarter) and `given` completions before it.
 */
function walk({ repeat, pauses, today }: HabitHistory, counts: ReadonlyMap<string, number>, from: string, given: number): Walk {
  const { every } = repeat;
  const perPeriod = perPeriodOf(repeat);
  const needed = completionsNeeded(repeat);
  const current = periodOf(every, today);
  const restUsed = new Map<string, number>();
  const periods: PeriodState[] = [];
  let run = 0;
  let best = 0;
  for (let period = from; period <= current; period = addDays(period, stepOf(every))) {
    const count = counts.get(period) ?? 0;
    const state = stateOf(period, count);
    given += count;
    periods.push({ period, state, count });
  }
  return { periods, run, best, restUsed };

  function stateOf(period: string, count: number): CellState {
    if (count >= perPeriod) {
      run++;
      best = Math.max(best, run);
      return 'done';
    }
    if (given >= needed) return 'not_started';
    if (neutral(every, period)) return count > 0 ? 'partly' : 'not_started';
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

/** A weekday habit's weekend: neither kept nor missed. */
const neutral = (every: RepeatEvery, period: string) => every === 'weekday' && weekdayIndex(period) >= SATURDAY;

/** The habit's periods, its current and best run, and its rest left, as of `today`. */
export function habitRecord(history: HabitHistory): HabitRecord {
  const { repeat: { every }, days, start, today } = history;
  const counts = periodCounts(every, days, today);
  const { periods, run, best, restUsed } = walk(history, counts, firstPeriod(every, start, counts), 0);
  const bucket = restBucket(every, periodOf(every, today));
  return { periods, runs: { current: run, best }, rest_left: Math.max(0, REST_ALLOWANCE[every] - (restUsed.get(bucket) ?? 0)) };
}

/** The first period of the month (or quarter) before the one `bucketStart` opens. */
function previousBucketStart(every: RepeatEvery, bucketStart: string): string {
  if (every !== 'week') return `${addDays(bucketStart, -1).slice(0, 7)}-01`;
  const [year, month] = [Number(bucketStart.slice(0, 4)), Number(bucketStart.slice(5, 7))];
  const quarterMonth = month - ((month - 1) % 3) - 3;
  return firstMondayFrom(quarterMonth < 1 ? `${year - 1}-${String(quarterMonth + 12).padStart(2, '0')}-01` : `${year}-${String(quarterMonth).padStart(2, '0')}-01`);
}

const firstMondayFrom = (day: string) => addDays(day, (WEEK - weekdayIndex(day)) % WEEK);

/** The first period of the month (or quarter) `period` is counted in: a week is its Monday's. */
function bucketStartOf(every: RepeatEvery, period: string): string {
  if (every !== 'week') return `${period.slice(0, 7)}-01`;
  const month = Number(period.slice(5, 7));
  return firstMondayFrom(`${period.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`);
}

/**
 * Whether no run can go on into `from`, the first period of a month (or quarter), and no rest be
 * used in it before `from`: the periods just before it hold no completion and no pause, and either
 * reach back to the habit's first period or hold enough missed ones in a row to end any run
 * whatever rest was left (that many span two months or quarters at most, weekends between
 * included, and two hold fewer rests).
 */
function quietBefore({ repeat: { every }, pauses }: HabitHistory, counts: ReadonlyMap<string, number>, first: string, from: string): boolean {
  let misses = missesThatEndARun(every);
  for (let period = addDays(from, -stepOf(every)); period >= first; period = addDays(period, -stepOf(every))) {
    if ((counts.get(period) ?? 0) > 0 || pausedPeriod(every, period, pauses)) return false;
    if (neutral(every, period)) continue;
    misses -= 1;
    if (misses === 0) return true;
  }
  return true;
}

/**
 * The habit's current run alone, as `habitRecord` counts it, read from the last month (or quarter)
 * no run can reach across rather than from the habit's first period: a status write asks for it,
 * and a habit of years would walk every period since its start each time. Only before the habit
 * has all its completions: a finished habit's periods never end a run.
 */
export function currentRun(history: HabitHistory): number {
  const { repeat, days, start, today } = history;
  const counts = periodCounts(repeat.every, days, today);
  const first = firstPeriod(repeat.every, start, counts);
  const needed = completionsNeeded(repeat);
  const latestFirst = [...counts].sort(([a], [b]) => (a < b ? 1 : -1));
  let givenBefore = days.filter((day) => day <= today).length;
  let passed = 0;
  for (let from = bucketStartOf(repeat.every, periodOf(repeat.every, today)); from > first; from = previousBucketStart(repeat.every, from)) {
    for (; passed < latestFirst.length && latestFirst[passed]![0] >= from; passed++) givenBefore -= latestFirst[passed]![1];
    if (givenBefore < needed && quietBefore(history, counts, first, from)) return walk(history, counts, from, givenBefore).run;
  }
  return walk(history, counts, first, 0).run;
}

/**
 * Whether a period is due in a habit's figures: a period still running is never a miss, so it
 * counts only once kept; an ended one counts when kept, missed or partly done (a rest, a pause or
 * a weekend is neither kept nor missed).
 */
export function periodIsDue({ period, state }: PeriodState, every: RepeatEvery, today: string): boolean {
  if (state === 'done') return true;
  if (period === periodOf(every, today)) return false;
  return state === 'missed' || state === 'partly';
}

/**
 * The days the share is read over: from the habit's first period to today, at most 30; none
 * while no period counts yet (a habit begun today has nothing to read a share from).
 */
export function shareDays(record: HabitRecord, every: RepeatEvery, today: string): number {
  const first = record.periods[0]?.period ?? today;
  if (!record.periods.some((period) => periodIsDue(period, every, today))) return 0;
  return Math.min(SHARE_DAYS, daysBetween(first, today) + 1);
}

const SHARE_DAYS = 30;

/** Whole percent of the last 30 days' periods kept; rest, paused and the open period are left out. */
export function share30(record: HabitRecord, every: RepeatEvery, today: string): number {
  const since = addDays(today, -(SHARE_DAYS - 1));
  const recent = record.periods.filter(({ period }) => addDays(period, stepOf(every) - 1) >= since);
  const kept = recent.filter(({ state }) => state === 'done').length;
  const counted = recent.filter((period) => periodIsDue(period, every, today)).length;
  return counted === 0 ? 0 : Math.round((kept / counted) * 100);
}
