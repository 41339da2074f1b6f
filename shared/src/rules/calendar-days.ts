// Calendar days as 'YYYY-MM-DD' strings, and the day an instant falls on in a time zone. Day
// arithmetic runs on UTC midnights, where every day has 24 hours.

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayOfNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) the given one. */
export function addDays(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 is Monday ... 6 is Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(dayNumber(day) * DAY_MS).getUTCDay() + 6) % 7;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day an instant falls on in a time zone (an IANA name such as Europe/Berlin). */
export function dayIn(instant: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}
