// A due date is a calendar day, so it is shown as that day wherever the reader is.
const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });
const weekdayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** '2026-12-02' as the reader's language writes a date ("2 December 2026"). */
export function formatDay(day: string): string {
  const date = dateOf(day);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** '2026-11-25' with its weekday, as a page about that day is headed ("Wednesday 25 November"). */
export function formatWeekday(day: string): string {
  const date = dateOf(day);
  return Number.isNaN(date.getTime()) ? day : weekdayFormat.format(date);
}

const fullDayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' });

/** '2027-01-01' in full, weekday and year too ("Friday, January 1, 2027"), where a due date is confirmed. */
export function formatFullDay(day: string): string {
  const date = dateOf(day);
  return Number.isNaN(date.getTime()) ? day : fullDayFormat.format(date);
}
