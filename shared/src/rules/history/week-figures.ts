import type { RepeatEvery } from '../../schemas/breakdown.ts';
import type { DayCount, WeekFigures } from '../../schemas/progress.ts';
import { addDays, daysBetween, weekdayIndex } from '../calendar-days.ts';
import { periodIsDue, type HabitRecord } from './habit-record.ts';

// The week at a glance: bites done per day, and the weekly review's figures (the same on the
// Progress page, in the app's weekly check-in, by email, push and Telegram).

const WEEK = 7;

/** Bites done on each of `length` days from `from`. */
export function bitesPerDay(days: readonly string[], from: string, length = WEEK): DayCount[] {
  const counts = new Map<string, number>();
  for (const day of days) counts.set(day, (counts.get(day) ?? 0) + 1);
  return Array.from({ length }, (_, i) => addDays(from, i)).map((day) => ({ day, bites: counts.get(day) ?? 0 }));
}

/** This week, Monday to Sunday. */
export const thisWeek = (days: readonly string[], today: string): DayCount[] => bitesPerDay(days, addDays(today, -weekdayIndex(today)));

export interface WeekInput {
  today: string;
  /** The day of every one-off bite done, of every goal: a habit's ticks are counted as habits kept. */
  days: readonly string[];
  habits: readonly { every: RepeatEvery; record: HabitRecord }[];
  /**
   * The first day anything could be done (the first goal's first day): a week younger than 7
   * days counts from it, so a first day's bites are "done today", not "in 7 days".
   */
  since?: string;
}

/** How many days the figures count, today among them: 1 on a first day, 7 at most. */
export const daysCounted = ({ from, to }: Pick<WeekFigures, 'from' | 'to'>): number => daysBetween(from, to) + 1;

/**
 * The 7 days up to today (or since the first day, when that is later): bites done, habit periods kept of those due (a period still running is
 * due only once kept, so a habit begun today never counts against the person; a rest or a pause
 * is not due), the best day, and the habits whose run is still going.
 */
export function weekFigures({ today, days, habits, since }: WeekInput): WeekFigures {
  const weekAgo = addDays(today, -(WEEK - 1));
  const from = since !== undefined && since > weekAgo && since <= today ? since : weekAgo;
  const week = bitesPerDay(days, from, daysCounted({ from, to: today }));
  const best = week.reduce<DayCount | null>((top, day) => (day.bites > (top?.bites ?? 0) ? day : top), null);
  let kept = 0;
  let due = 0;
  for (const { every, record } of habits) {
    const span = every === 'week' ? WEEK - 1 : 0;
    for (const cell of record.periods) {
      if (cell.period > today || addDays(cell.period, span) < from || !periodIsDue(cell, every, today)) continue;
      due++;
      if (cell.state === 'done') kept++;
    }
  }
  return {
    from,
    to: today,
    bites_done: week.reduce((sum, day) => sum + day.bites, 0),
    habits_kept: kept,
    habits_due: due,
    best_day: best?.day ?? null,
    runs_kept: habits.filter(({ record }) => record.runs.current > 0).length,
  };
}
