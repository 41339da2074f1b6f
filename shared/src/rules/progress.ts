import type { Microtask, Progress } from '../schemas/goal.ts';
import { completionsNeeded } from './habit-periods.ts';

/** What a bite needs for its share of progress: a habit bite counts its completions. */
export type ProgressBite = Pick<Microtask, 'status'> & Partial<Pick<Microtask, 'repeat' | 'completions'>>;

/** A one-off bite counts 1 when done; a habit bite min(1, completions / (times x per_period)). */
export function biteCredit(bite: ProgressBite): number {
  if (!bite.repeat) return bite.status === 'done' ? 1 : 0;
  return Math.min(1, (bite.completions ?? 0) / completionsNeeded(bite.repeat));
}

/**
 * Progress by bites: the bar moves with every bite rather than waiting for a whole slice.
 * `done` is cut (never rounded up) to two decimals, so it reads cleanly in JSON and equals
 * `total` only when every bite is done.
 */
export function progressOf(bites: readonly ProgressBite[]): Progress {
  const done = bites.reduce((sum, bite) => sum + biteCredit(bite), 0);
  const total = bites.length;
  return {
    done: Math.floor(done * 100) / 100,
    total,
    percent: total === 0 ? 0 : Math.round((done / total) * 100),
  };
}

// A habit's share makes `done` fractional: one place at most, and none when it rounds whole ("2",
// never "2.0"). Made on first use, so a bundle that never says it carries none.
let onePlace: Intl.NumberFormat | undefined;

/** "4 of 12 bites": a habit's share shows to one decimal. */
export function bitesWords({ done, total }: Progress): string {
  const shown = (onePlace ??= new Intl.NumberFormat('en', { maximumFractionDigits: 1 })).format(done);
  return `${shown} of ${total} ${total === 1 ? 'bite' : 'bites'}`;
}
