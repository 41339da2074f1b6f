import { daysBetween } from '@cakewalk/shared/rules/calendar-days.ts';

// Calendar days ('YYYY-MM-DD') in the reader's words. A day is already the person's own (the
// server works it out in their time zone), so it is written as that day wherever the reader is.
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const format = (options: Intl.DateTimeFormatOptions) => {
  const formatter = new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' });
  return (day: string) => formatter.format(dateOf(day));
};

/** "Tue 2 Dec" */
export const shortDay = format({ weekday: 'short', day: 'numeric', month: 'short' });
/** "Tuesday 2 December" */
export const longDay = format({ weekday: 'long', day: 'numeric', month: 'long' });
/** "2 Dec" */
export const dayMonth = format({ day: 'numeric', month: 'short' });
const shortDayWithYear = format({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
/** Further than this from today, a day without its year could be read as the wrong one. */
const YEAR_SAID_BEYOND_DAYS = 300;
/** "Tue 2 Dec", or "Tue 2 Dec 2027" when it is far enough from `today` that the year matters. */
export const dayFrom = (day: string, today: string) =>
  (Math.abs(daysBetween(today, day)) > YEAR_SAID_BEYOND_DAYS ? shortDayWithYear(day) : shortDay(day));
/** "Tue" */
export const weekdayName = format({ weekday: 'short' });
/** "T": a weekday in the narrowest form, to head a calendar's column. */
export const weekdayLetter = format({ weekday: 'narrow' });

const dayMonthRange = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "23–29 Nov", "30 Nov – 6 Dec": two days as one span, as the reader's language joins them. */
export const dayRange = (from: string, to: string) => dayMonthRange.formatRange(dateOf(from), dateOf(to));

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

/** 0.8 as "80%". */
export const share = (fraction: number) => percent.format(fraction);
