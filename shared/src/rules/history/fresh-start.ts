import type { Pace, Progress } from '../../schemas/goal.ts';
import type { FreshStart } from '../../schemas/progress.ts';
import { daysBetween, weekdayIndex } from '../calendar-days.ts';
import { laterDueDate } from '../pace.ts';

// A fresh start: on a Monday or the 1st of a month, a goal behind its pace is offered to spread
// the bites left over the days left, or to move its due date.

/** Whether today opens a week or a month. */
export const isFreshStartDay = (today: string): boolean => weekdayIndex(today) === 0 || today.endsWith('-01');

export interface FreshStartInput {
  progress: Progress;
  pace: Pace;
  dueDate: string | null;
  /** The day the last 14 days' rate would finish the goal, when it would. */
  projectedFinish: string | null;
  today: string;
}

/**
 * The offer, or null on another day or for a goal not behind. The due date moves to where the
 * recent rate would finish, or a week on when that is sooner or unknown.
 */
export function freshStartOf({ progress, pace, dueDate, projectedFinish, today }: FreshStartInput): FreshStart | null {
  if (!isFreshStartDay(today) || pace.status !== 'behind' || dueDate === null || dueDate < today) return null;
  const bitesLeft = Math.ceil(progress.total - progress.done);
  const daysLeft = daysBetween(today, dueDate) + 1;
  const week = laterDueDate(dueDate, today);
  const moveTo = projectedFinish !== null && projectedFinish > week ? projectedFinish : week;
  return { bites_left: bitesLeft, days_left: daysLeft, per_day: Math.max(1, Math.ceil(bitesLeft / daysLeft)), move_to: moveTo };
}
