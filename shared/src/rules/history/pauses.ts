import type { DaySpan } from '../../schemas/progress.ts';
import { daysBetween } from '../calendar-days.ts';

// A pause is a span of days [from, until): a goal's "Pause a week", or all check-ins paused. A
// paused day is neither missed nor counted: pace does not grow and runs do not break.

/** Whether a day falls in any of the pauses. */
export function isPaused(pauses: readonly DaySpan[], day: string): boolean {
  return pauses.some((pause) => pauseHolds(pause, day));
}

/** The pause `day` falls in, or null. */
export function pauseOn(pauses: readonly DaySpan[], day: string): DaySpan | null {
  return pauses.find((pause) => pauseHolds(pause, day)) ?? null;
}

function pauseHolds(pause: DaySpan, day: string): boolean {
  return day >= pause.from && (pause.until === null || day < pause.until);
}

/** Paused days from `from` up to, not including, `to` (overlapping pauses count a day once). */
export function pausedDaysBetween(pauses: readonly DaySpan[], from: string, to: string): number {
  const spans = pauses
    .map((pause) => ({ from: pause.from > from ? pause.from : from, until: pause.until === null || pause.until > to ? to : pause.until }))
    .filter((span) => span.from < span.until)
    .sort((a, b) => (a.from < b.from ? -1 : 1));
  let count = 0;
  let reached = from;
  for (const span of spans) {
    const start = span.from > reached ? span.from : reached;
    if (span.until > start) count += daysBetween(start, span.until);
    if (span.until > reached) reached = span.until;
  }
  return count;
}
