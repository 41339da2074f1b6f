import { dayIn, daysBetween } from '@cakewalk/shared/rules/calendar-days.ts';

// Days and instants near today, in words: apart from day-words.ts, so the pages that show only a
// due date do not carry them.

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

// Made on first use, so a page that shows no near day carries none of them.
let relative: Intl.RelativeTimeFormat | undefined;
let shortDayFormat: Intl.DateTimeFormat | undefined;

/** A day seen from `today`: "today", "tomorrow", "yesterday" when near, else "Tue 2 Dec". */
export function dayWords(day: string, today: string): string {
  const apart = daysBetween(today, day);
  if (Number.isNaN(apart)) return day;
  if (Math.abs(apart) <= 1) return (relative ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' })).format(apart, 'day');
  shortDayFormat ??= new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return shortDayFormat.format(dateOf(day));
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
