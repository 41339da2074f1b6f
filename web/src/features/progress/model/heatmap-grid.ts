import { daysBetween, weekdayIndex } from '@cakewalk/shared/rules/calendar-days.ts';

/** A cell's place on the heatmap: its week's column, and its weekday's row (0 for a weekly habit). */
export interface GridPlace {
  column: number;
  row: number;
}

/**
 * The periods from the week the habit began: a new habit's chart is its few weeks, not 26 weeks
 * of nothing. A habit not begun yet keeps its last week, so there is a place to start from.
 */
export function fromFirstWeek<T extends { period: string; state: string }>(cells: readonly T[], weekly: boolean): T[] {
  const begun = cells.findIndex((cell) => cell.state !== 'not_started');
  const first = begun === -1 ? Math.max(0, cells.length - (weekly ? 1 : 7)) : begun;
  const monday = weekly ? first : first - weekdayIndex(cells[first]?.period ?? '');
  return cells.slice(Math.max(0, monday));
}

/**
 * A daily habit younger than this many weeks is drawn a row a week (Monday first), as a calendar
 * reads: a first week's seven days as one thin column would read as a list.
 */
const FEW_WEEKS = 4;

/** Whether a daily habit's days are drawn a row a week: while it has few weeks. */
export function inWeekRows(periods: readonly string[], weekly: boolean): boolean {
  const first = periods[0];
  const last = periods.at(-1);
  if (weekly || first === undefined || last === undefined) return false;
  return Math.floor((daysBetween(first, last) + weekdayIndex(first)) / 7) < FEW_WEEKS;
}

/**
 * Where each period sits: a daily habit's days in week columns (Monday on top), or in week rows
 * (Monday first) while it has few weeks; a weekly habit's weeks side by side in one row.
 * `periods` is oldest first.
 */
export function gridPlaces(periods: readonly string[], weekly: boolean): GridPlace[] {
  const first = periods[0];
  if (first === undefined) return [];
  if (weekly) return periods.map((_, column) => ({ column, row: 0 }));
  // Days counted from the Monday of the first day's week.
  const offset = weekdayIndex(first);
  const rows = inWeekRows(periods, weekly);
  return periods.map((period) => {
    const week = Math.floor((daysBetween(first, period) + offset) / 7);
    const day = weekdayIndex(period);
    return rows ? { column: day, row: week } : { column: week, row: day };
  });
}

/** The cell a key moves to from `index` (arrows by the grid, then on to the next period; Home and End to the ends), or undefined. */
export function cellAfterKey(key: string, index: number, places: readonly GridPlace[]): number | undefined {
  const here = places[index];
  if (!here) return undefined;
  const find = (column: number, row: number) => {
    const found = places.findIndex((place) => place.column === column && place.row === row);
    return found === -1 ? undefined : found;
  };
  switch (key) {
    case 'ArrowLeft': return find(here.column - 1, here.row) ?? (index > 0 ? index - 1 : undefined);
    case 'ArrowRight': return find(here.column + 1, here.row) ?? (index < places.length - 1 ? index + 1 : undefined);
    case 'ArrowUp': return find(here.column, here.row - 1) ?? (index > 0 ? index - 1 : undefined);
    case 'ArrowDown': return find(here.column, here.row + 1) ?? (index < places.length - 1 ? index + 1 : undefined);
    case 'Home': return 0;
    case 'End': return places.length - 1;
    default: return undefined;
  }
}
