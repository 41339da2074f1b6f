import type { Repeat, RepeatEvery } from '../schemas/breakdown.ts';
import { addDays, weekdayIndex } from './calendar-days.ts';

// A habit's periods, the smallest part of its rules: both a bite's state (habit.ts) and its record
// over time (history/habit-record.ts) count by them.

/** The period a day falls in: the day itself, or the Monday that starts its week. */
export function periodOf(every: RepeatEvery, day: string): string {
  return every === 'week' ? addDays(day, -weekdayIndex(day)) : day;
}

/** How many completions make a period done: 1 unless the habit says more ("3 times a week"). */
export const perPeriodOf = (repeat: Pick<Repeat, 'per_period'>): number => repeat.per_period ?? 1;

/** All the completions the habit asks for: `per_period` in each of `times` periods. */
export const completionsNeeded = (repeat: Repeat): number => repeat.times * perPeriodOf(repeat);
