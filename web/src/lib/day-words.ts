import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';

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

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const shortDayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const daysApart = (from: string, to: string) => Math.round((dateOf(to).getTime() - dateOf(from).getTime()) / 86_400_000);

/** A day seen from `today`: "today", "tomorrow", "yesterday" when near, else "Tue 2 Dec". */
export function dayWords(day: string, today: string): string {
  const apart = daysApart(today, day);
  if (Number.isNaN(apart)) return day;
  return Math.abs(apart) <= 1 ? relative.format(apart, 'day') : shortDayFormat.format(dateOf(day));
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** An instant where the person is, near today in words: "today at 7:30", "Tue 2 Dec at 18:05"; no seconds. */
export function momentWords(iso: string, timeZone: string, today: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${dayWords(dayIn(instant, timeZone), today)} at ${clockIn(timeZone).format(instant)}`;
}
