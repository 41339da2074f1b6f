import type { DaySpan } from '../../schemas/progress.ts';
import { addDays } from '../calendar-days.ts';
import { isPaused } from './pauses.ts';

// Coming back: a day with a done after two or more quiet days (nothing done, nothing paused) is a
// comeback. Paused days are never quiet, so a pause is no gap.

/** How many quiet days make the next done a comeback, and open the day with a welcome back. */
export const COMEBACK_GAP = 2;

/** Quiet days between two days, both left out. */
function quietBetween(after: string, before: string, pauses: readonly DaySpan[]): number {
  let quiet = 0;
  for (let day = addDays(after, 1); day < before; day = addDays(day, 1)) if (!isPaused(pauses, day)) quiet++;
  return quiet;
}

const doneDaysUpTo = (days: readonly string[], today: string) => [...new Set(days)].filter((day) => day <= today).sort();

/** The days with a done that came after a gap, oldest first; the first done ever is none. */
export function comebackDays(days: readonly string[], pauses: readonly DaySpan[], today: string): string[] {
  const sorted = doneDaysUpTo(days, today);
  return sorted.filter((day, i) => i > 0 && quietBetween(sorted[i - 1] ?? day, day, pauses) >= COMEBACK_GAP);
}

/**
 * Quiet days before today since the last done (or since `since`, the account's first goal, when
 * nothing was ever done); 0 when something was done today.
 */
export function quietDays(days: readonly string[], pauses: readonly DaySpan[], today: string, since: string): number {
  const sorted = doneDaysUpTo(days, today);
  const last = sorted.at(-1);
  if (last === today) return 0;
  return quietBetween(last ?? addDays(since, -1), today, pauses);
}
