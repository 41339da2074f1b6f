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
 * Where each period sits: a daily habit's days in week columns (Monday on top), as a calendar
 * reads; a weekly habit's weeks side by side in one row. `periods` is oldest first.
 */
export function gridPlaces(periods: readonly string[], weekly: boolean): GridPlace[] {
  const first = periods[0];
  if (first === undefined) return [];
  if (weekly) return periods.map((_, column) => ({ column, row: 0 }));
  // Days counted from the Monday of the first day's week.
  const offset = weekdayIndex(first);
  return periods.map((period) => ({
    column: Math.floor((daysBetween(first, period) + offset) / 7),
    row: weekdayIndex(period),
  }));
}

/** The cell a key moves to from `index` (arrows by the grid, Home and End to the ends), or undefined. */
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
    case 'ArrowUp': return index > 0 ? index - 1 : undefined;
    case 'ArrowDown': return index < places.length - 1 ? index + 1 : undefined;
    case 'Home': return 0;
    case 'End': return places.length - 1;
    default: return undefined;
  }
}
