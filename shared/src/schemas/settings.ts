import * as z from 'zod/mini';
import './zod.ts';
import { TimeZone } from './time-zone.ts';

/** A wall-clock time, 'HH:MM' on the 24-hour clock. */
const TIME_OF_DAY_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const TimeOfDay = z.string().check(z.regex(TIME_OF_DAY_PATTERN, "must be a time 'HH:MM'"));

/** 0 is Sunday, as in Date.prototype.getDay. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const Weekday = z.int().check(z.gte(0), z.lte(WEEKDAYS.length - 1));

/** Which check-ins also come by email; they are sent only once the address is confirmed. */
export const EmailCheckins = z.object({ daily: z.boolean(), weekly: z.boolean() });
export type EmailCheckins = z.infer<typeof EmailCheckins>;

export const SettingsBody = z.object({
  timezone: TimeZone,
  checkin_time: TimeOfDay,
  weekly_day: Weekday,
  weekly_time: TimeOfDay,
  quiet_start: z.optional(z.nullable(TimeOfDay)),
  quiet_end: z.optional(z.nullable(TimeOfDay)),
  paused: z.boolean(),
  /** Left out, the stored choice stays. */
  email: z.optional(EmailCheckins),
}).check(
  z.refine((s) => (s.quiet_start == null) === (s.quiet_end == null), {
    message: 'Give the quiet hours both a start and an end.',
    path: ['quiet_end'],
  }),
  z.refine((s) => s.quiet_start == null || s.quiet_start !== s.quiet_end, {
    message: 'must differ from their start',
    path: ['quiet_end'],
  }),
);
export type SettingsBody = z.infer<typeof SettingsBody>;

/**
 * What GET and PUT answer: the settings (quiet hours null when unset), whether the user has
 * saved them yet (until then the form offers the browser's time zone and no check-ins run), and
 * whether a Telegram chat is linked.
 */
export const Settings = z.object({
  timezone: z.string(),
  checkin_time: z.string(),
  weekly_day: z.int(),
  weekly_time: z.string(),
  quiet_start: z.nullable(z.string()),
  quiet_end: z.nullable(z.string()),
  paused: z.boolean(),
  configured: z.boolean(),
  telegram_linked: z.boolean(),
  email: EmailCheckins,
  /** Whether this server has a Telegram bot to link; without one, Connect Telegram is off. */
  telegram_available: z.optional(z.boolean()),
});
export type Settings = z.infer<typeof Settings>;
