import { count } from '../text/counts.ts';
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

// A habit's share makes `done` fractional: one place at most, and none when it is whole ("2",
// never "2.0"). It is cut, never rounded, so words never claim more than was done (6.96 of 7 is
// not "7 of 7"); a share under a tenth keeps two places, so a first tick is not "0 of 7" beside
// a bar that moved. Made on first use, so a bundle that never says it carries none.
let onePlace: Intl.NumberFormat | undefined;
let twoPlaces: Intl.NumberFormat | undefined;

/** "4 of 12 bites": a habit's share shows to one decimal, cut, or two under a tenth. */
export function bitesWords({ done, total }: Progress): string {
  const small = done > 0 && done < 0.1;
  const format = small
    ? (twoPlaces ??= new Intl.NumberFormat('en', { maximumFractionDigits: 2, roundingMode: 'trunc' }))
    : (onePlace ??= new Intl.NumberFormat('en', { maximumFractionDigits: 1, roundingMode: 'trunc' }));
  return `${format.format(done)} of ${count(total, 'bite', 'bites')}`;
}
