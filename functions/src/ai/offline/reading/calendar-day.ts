// Plain calendar days (no time, no zone) as the planner reasons about them.

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const DAY_MS = 24 * 3600 * 1000;

const utc = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day);

function fromUtc(ms: number): CalendarDay {
  const date = new Date(ms);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Today in an IANA time zone; UTC when the zone is missing or unknown. */
export function todayIn(timeZone: string | undefined, now: Date): CalendarDay {
  let zone = 'UTC';
  try {
    if (timeZone) zone = new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    zone = 'UTC';
  }
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

export const isoDay = (day: CalendarDay): string => new Date(utc(day)).toISOString().slice(0, 10);

export const addDays = (day: CalendarDay, days: number): CalendarDay => fromUtc(utc(day) + days * DAY_MS);

export const daysBetween = (from: CalendarDay, to: CalendarDay): number => Math.round((utc(to) - utc(from)) / DAY_MS);

/** The next day, after today, that falls on this month and day: this year's, else next year's. */
export function nextDayOf(today: CalendarDay, month: number, day: number): CalendarDay {
  const thisYear = { year: today.year, month, day };
  return daysBetween(today, thisYear) > 0 ? thisYear : { year: today.year + 1, month, day };
}

export const lastDayOfMonth = (year: number, month: number): CalendarDay => fromUtc(Date.UTC(year, month, 0));

/** 0 Sunday to 6 Saturday. */
export const weekday = (day: CalendarDay): number => new Date(utc(day)).getUTCDay();

/** Fewer days than this between today and a named month's first day leave no time to do anything. */
const TOO_CLOSE_DAYS = 21;

/**
 * A month named as a deadline ("by December", "para diciembre") is due as it starts, unless that
 * is only days away: said on 28 November, "by December" means by the end of December.
 */
export function monthDeadline(today: CalendarDay, first: CalendarDay): CalendarDay {
  return daysBetween(today, first) < TOO_CLOSE_DAYS ? lastDayOfMonth(first.year, first.month) : first;
}

/** The coming Sunday, the end of "this weekend" (today when today is Sunday); a week later for "next weekend". */
export function weekendEnd(today: CalendarDay, next: boolean): CalendarDay {
  return addDays(today, ((7 - weekday(today)) % 7) + (next ? 7 : 0));
}
