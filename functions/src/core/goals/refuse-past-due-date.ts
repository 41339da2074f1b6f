import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { isPastDueDate, PAST_DUE_DATE } from '@cakewalk/shared/rules/due-date.ts';
import { timeZoneOf } from '../../data/checkins/settings.ts';
import { Invalid } from '../../domain/errors.ts';

/**
 * Refuses a due date before the user's today, in their time zone (late evening in Hawaii is still
 * that day there), unless it is one of the `kept` dates: an overdue goal may still be edited
 * without moving its date, and the Undo of a move gives back the date it moved from.
 */
export async function refusePastDueDate(userId: string, dueDate: string | null | undefined, kept: readonly (string | null)[] = []): Promise<void> {
  if (!dueDate || !isPastDueDate(dueDate, dayIn(new Date(), await timeZoneOf(userId)))) return;
  if (kept.includes(dueDate)) return;
  throw new Invalid(PAST_DUE_DATE);
}
