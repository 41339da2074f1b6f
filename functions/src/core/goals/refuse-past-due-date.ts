import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { isPastDueDate, PAST_DUE_DATE } from '@cakewalk/shared/rules/due-date.ts';
import { timeZoneOf } from '../../data/checkins/settings.ts';
import { Invalid } from '../../domain/errors.ts';

/**
 * Refuses a due date before the user's today, in their time zone (late evening in Hawaii is still
 * that day there). `current` reads the date the goal has now, asked only for a past date: an
 * overdue goal may still be edited without moving its date.
 */
export async function refusePastDueDate(
  userId: string,
  dueDate: string | null | undefined,
  current?: () => Promise<string | null>,
): Promise<void> {
  if (!dueDate || !isPastDueDate(dueDate, dayIn(new Date(), await timeZoneOf(userId)))) return;
  if (current && (await current()) === dueDate) return;
  throw new Invalid(PAST_DUE_DATE);
}
