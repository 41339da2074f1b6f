import type { RepeatEvery } from '../../schemas/breakdown.ts';
import type { HeatmapCell } from '../../schemas/progress.ts';
import { addDays, weekdayIndex } from '../calendar-days.ts';
import type { PeriodState } from './habit-record.ts';

/** How many weeks a heatmap shows, this one included. */
const HEATMAP_WEEKS = 26;
const WEEK = 7;

/** The Monday the heatmap starts on: 25 weeks before this week's. */
function heatmapStart(today: string): string {
  return addDays(today, -weekdayIndex(today) - (HEATMAP_WEEKS - 1) * WEEK);
}

/**
 * The heatmap of the 26 weeks up to this one, oldest first: a cell a day (Monday to Sunday, 182)
 * or a cell a week (26). A period the record does not hold (before the habit, or to come) is
 * `not_started`.
 */
export function heatmapCells(periods: readonly PeriodState[], every: RepeatEvery, today: string): HeatmapCell[] {
  const byPeriod = new Map(periods.map((cell) => [cell.period, cell]));
  const step = every === 'week' ? WEEK : 1;
  const count = every === 'week' ? HEATMAP_WEEKS : HEATMAP_WEEKS * WEEK;
  const start = heatmapStart(today);
  return Array.from({ length: count }, (_, i) => {
    const period = addDays(start, i * step);
    const known = byPeriod.get(period);
    return known ? { period, state: known.state, count: known.count } : { period, state: 'not_started', count: 0 };
  });
}
