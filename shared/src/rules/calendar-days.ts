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

const NEAR_DAYS = 6;
const THIS_SEASON_DAYS = 182;
const DAY_WORDS = {
  near: { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' },
  season: { timeZone: 'UTC', day: 'numeric', month: 'short' },
  far: { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
// Made on first use, not at import: the first Intl object loads the locale's data, a cost every
// Lambda importing this module would otherwise pay at its cold start.
const dayFormats = new Map<keyof typeof DAY_WORDS, Intl.DateTimeFormat>();
function dayFormat(reach: keyof typeof DAY_WORDS): Intl.DateTimeFormat {
  let format = dayFormats.get(reach);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', DAY_WORDS[reach]);
    dayFormats.set(reach, format);
  }
  return format;
}

/**
 * A calendar day as people say it, seen from `today` (both in the person's own calendar): "Sat 5
 * Dec" within a week, "1 Mar" within half a year, "1 Mar 2028" further off.
 */
export function dayWords(day: string, today: string): string {
  const away = Math.abs(daysBetween(today, day));
  const format = dayFormat(away <= NEAR_DAYS ? 'near' : away <= THIS_SEASON_DAYS ? 'season' : 'far');
  return format.format(new Date(`${day}T00:00:00Z`));
}
