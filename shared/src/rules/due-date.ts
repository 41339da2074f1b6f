// A due date is a day still to come (or today): a plan cannot be paced against a day gone by.

export const PAST_DUE_DATE = 'The due date has passed. Pick today or a later day.';

/** Whether `dueDate` ('YYYY-MM-DD', '' or null for none) is before `today`, the user's day where they are. */
export function isPastDueDate(dueDate: string | null | undefined, today: string): boolean {
  return !!dueDate && dueDate < today;
}
