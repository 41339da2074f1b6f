import type { RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import { count } from '@cakewalk/shared/text/counts.ts';
import { share } from './chart-words.ts';

const UNIT = { day: ['day', 'days'], weekday: ['day', 'days'], week: ['week', 'weeks'] } as const;

/**
 * A habit's runs in words. A run that ended reads as the next one
 * starting, never as a 0: a broken run is no score to be ashamed of.
 */
export function runWords(every: RepeatEvery, runs: { current: number; best: number }): { current: string; best: string } {
  const [one, many] = UNIT[every];
  return {
    current: runs.current > 0 ? `Current run: ${count(runs.current, one, many)}` : 'Your next tick starts a run',
    best: runs.best > 0 ? `Best run: ${count(runs.best, one, many)}` : 'Best run: still to come',
  };
}

/** A rest count helps once a habit has days behind it; on its first days it only reads as a lack. */
const REST_SHOWN_FROM_DAYS = 7;

/**
 * "2 rest days left this month", "1 rest week left this quarter", or nothing while it would not
 * help: before the habit's first week is over, unless a rest was used already.
 */
export function restWords(every: RepeatEvery, left: number, { days, restUsed }: { days: number; restUsed: boolean }): string | null {
  if (days < REST_SHOWN_FROM_DAYS && !restUsed) return null;
  const [one, many, span] = every === 'week' ? ['rest week', 'rest weeks', 'quarter'] : ['rest day', 'rest days', 'month'];
  return left === 0 ? `This ${span}'s ${many} are used` : `${count(left, one, many)} left this ${span}`;
}

/** What a rest day is, said once beside the count: nobody picks one, a miss uses it. */
export function restMeaning(every: RepeatEvery): string {
  return every === 'week' ? 'A missed week uses a rest week, and your run goes on.' : 'A missed day uses a rest day, and your run goes on.';
}

/** A share read over fewer days than this says too little, and a first day's would read as failure. */
const SHARE_SHOWN_FROM_DAYS = 7;
const SHARE_DAYS = 30;

/**
 * "80% of the last 30 days", or over the days since a young habit began ("75% of the 12 days since
 * it began"); nothing in its first week, and a calm word while no period has ended or been kept
 * (`days` is 0): a period still running is never a miss.
 */
export function shareWords(every: RepeatEvery, percent: number, days: number): string | null {
  if (days === 0) return `Just started: its first ${UNIT[every][0]} is still going`;
  if (days < SHARE_SHOWN_FROM_DAYS) return null;
  const part = share(percent / 100);
  return days >= SHARE_DAYS ? `${part} of the last 30 days` : `${part} of the ${count(days, 'day', 'days')} since it began`;
}
