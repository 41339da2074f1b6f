import type { Road } from '../../schemas/progress.ts';
import { addDays, daysBetween } from '../calendar-days.ts';
import { clamp } from '../clamp.ts';

// A goal's road: bites done over time against the even pace from its start to its due date, and
// where the last 14 days' rate would take it.

/** How many days up to today the projected finish's rate is taken over. */
export const RATE_DAYS = 14;
/**
 * A road younger than a week projects nothing: a day or two's rate says little, and a first day
 * spread over 14 read as already late.
 */
const FIRST_DAYS = 7;

/** A done as the road counts it: a one-off bite is 1, a habit's completion its share of the habit. */
interface RoadDone {
  day: string;
  amount: number;
}

export interface RoadInput {
  createdDay: string;
  dueDate: string;
  /** The goal's bites (its progress total). */
  total: number;
  dones: readonly RoadDone[];
  today: string;
}

const rounded = (n: number) => Math.round(n * 100) / 100;

export function roadOf({ createdDay, dueDate, total, dones, today }: RoadInput): Road {
  const upToToday = dones.filter((done) => done.day <= today);
  const start = upToToday.reduce((min, done) => (done.day < min ? done.day : min), createdDay);
  const byDay = new Map<string, number>();
  for (const { day, amount } of upToToday) byDay.set(day, (byDay.get(day) ?? 0) + amount);
  const points: Road['points'] = [{ day: start, done: 0 }];
  let done = 0;
  for (const day of [...byDay.keys()].sort()) {
    done = Math.min(total, done + (byDay.get(day) ?? 0));
    if (day === start) points[0] = { day, done: rounded(done) };
    else points.push({ day, done: rounded(done) });
  }
  if (points.at(-1)?.day !== today && today > start) points.push({ day: today, done: rounded(done) });
  const since = addDays(today, -(RATE_DAYS - 1));
  const recent = upToToday.filter((entry) => entry.day >= since).reduce((sum, entry) => sum + entry.amount, 0);
  const age = daysBetween(start, today) + 1;
  const rate = recent / Math.min(RATE_DAYS, age);
  const left = total - done;
  const projected = left <= 0 || rate === 0 || age < FIRST_DAYS ? null : addDays(today, Math.ceil(left / rate));
  return { start, due: dueDate, total, done: rounded(done), points, rate: rounded(rate), projected_finish: projected };
}

/** Where the even pace stands on a day: its share of `total`, from 0 on `start` to all of it on `due`. */
export function evenPaceOn(road: Pick<Road, 'start' | 'due' | 'total'>, day: string): number {
  const span = daysBetween(road.start, road.due);
  if (span <= 0) return day >= road.due ? road.total : 0;
  return rounded(road.total * clamp(daysBetween(road.start, day) / span, { min: 0, max: 1 }));
}

/**
 * The bites done over the rate's days up to today, read from the road's points rather than from
 * its rate: a road younger than those days has its rate spread over the days it has, and that
 * times 14 is no count of anything done. `sinceStart` when the road began within them.
 */
export function recentDone({ start, points }: { start: string; points: readonly Road['points'][number][] }, today: string): { done: number; sinceStart: boolean } {
  const since = addDays(today, -(RATE_DAYS - 1));
  const now = points.at(-1)?.done ?? 0;
  const before = points.filter((point) => point.day < since).at(-1)?.done ?? 0;
  return { done: rounded(now - before), sinceStart: start >= since };
}
