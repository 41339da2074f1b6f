import { Temporal } from 'temporal-polyfill';

// Local wall-clock times to instants and back. Temporal's zone rules do the DST work: a time
// skipped by a spring-forward change moves on by the gap (02:30 becomes 03:30), and a time that
// happens twice in the autumn takes the earlier one, so every day still gets exactly one.

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

function wallTimeOn(date: Temporal.PlainDate, time: string, timeZone: string): Temporal.Instant {
  return date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) }).toInstant();
}

/** The first instant strictly after `after` that falls on a matching local day at `time`. */
function nextLocal(after: Date, timeZone: string, time: string, matches: (date: Temporal.PlainDate) => boolean): Date {
  const start = Temporal.Instant.fromEpochMilliseconds(after.getTime());
  let date = start.toZonedDateTimeISO(timeZone).toPlainDate().subtract({ days: 1 });
  for (let i = 0; i <= MAX_DAYS_AHEAD; i++, date = date.add({ days: 1 })) {
    if (!matches(date)) continue;
    const instant = wallTimeOn(date, time, timeZone);
    if (Temporal.Instant.compare(instant, start) > 0) return new Date(instant.epochMilliseconds);
  }
  throw new Error(`No local ${time} in ${timeZone} within ${MAX_DAYS_AHEAD} days`);
}

export function nextDaily(settings: DailyTime, after: Date): Date {
  return nextLocal(after, settings.timezone, settings.checkin_time, () => true);
}

export function nextWeekly(settings: WeeklyTime, after: Date): Date {
  // Temporal counts Monday as 1 and Sunday as 7; the settings count Sunday as 0.
  return nextLocal(after, settings.timezone, settings.weekly_time, (date) => date.dayOfWeek % 7 === settings.weekly_day);
}

/** The user's calendar day at that instant, YYYY-MM-DD. */
export function localDate(at: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** The user's wall-clock time at that instant, 'HH:MM'. */
export function localTime(at: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone).toPlainTime().toString().slice(0, 5);
}

/** Quiet hours run from start (inclusive) to end (exclusive), past midnight when start > end. */
export function inQuietHours(settings: QuietHours, at: Date): boolean {
  const { quiet_start: start, quiet_end: end } = settings;
  if (!start || !end) return false;
  const now = localTime(at, settings.timezone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}
