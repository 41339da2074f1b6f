import { TZDate } from '@date-fns/tz';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';

// Local wall-clock times to instants and back, with the zone rules from Intl through
// @date-fns/tz (5 KB; a Temporal polyfill would cost 56 KB of the settings route's bundle). A
// time skipped by a spring-forward change moves on by the gap (02:30 becomes 03:30), and a time
// that happens twice in the autumn is taken once, so every day still gets exactly one.

export interface DailyTime {
  timezone: string;
  checkin_time: string;
}

export interface WeeklyTime {
  timezone: string;
  weekly_day: number;
  weekly_time: string;
}

export interface QuietHours {
  timezone: string;
  quiet_start?: string | null;
  quiet_end?: string | null;
}

const MAX_DAYS_AHEAD = 8;
const pad = (n: number) => String(n).padStart(2, '0');

/** The first instant strictly after `after` that falls on a matching local day at `time`. */
function nextLocal(after: Date, timeZone: string, time: string, matches: (weekday: number) => boolean): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const today = new TZDate(after.getTime(), timeZone);
  // From yesterday: in zones ahead of UTC the local day can lag the UTC one's schedule.
  for (let offset = -1; offset <= MAX_DAYS_AHEAD; offset++) {
    // Days past the month's end roll over, as with Date.
    const candidate = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, hours, minutes, timeZone);
    if (matches(candidate.getDay()) && candidate.getTime() > after.getTime()) return new Date(candidate.getTime());
  }
  throw new Error(`No local ${time} in ${timeZone} within ${MAX_DAYS_AHEAD} days`);
}

export function nextDaily(settings: DailyTime, after: Date): Date {
  return nextLocal(after, settings.timezone, settings.checkin_time, () => true);
}

export function nextWeekly(settings: WeeklyTime, after: Date): Date {
  return nextLocal(after, settings.timezone, settings.weekly_time, (weekday) => weekday === settings.weekly_day);
}

/**
 * The user's calendar day at that instant, YYYY-MM-DD: the shared rule's, whose formatter per zone
 * is made once, where a TZDate works the zone's offset out again on every call (a round asks for
 * several days).
 */
export const localDate = (at: Date, timeZone: string): string => dayIn(at, timeZone);

/** The user's wall-clock time at that instant, 'HH:MM'. */
function localTime(at: Date, timeZone: string): string {
  const local = new TZDate(at.getTime(), timeZone);
  return `${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

/** Quiet hours run from start (inclusive) to end (exclusive), past midnight when start > end. */
export function inQuietHours(settings: QuietHours, at: Date): boolean {
  const { quiet_start: start, quiet_end: end } = settings;
  if (!start || !end) return false;
  const now = localTime(at, settings.timezone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}
