import type { EmailCheckins } from './settings.ts';

// Plain values, apart from the settings' schemas (settings.ts), so the functions that only write
// settings (sign-up) do not carry those.

export const EMAIL_CHECKINS_OFF: EmailCheckins = { daily: false, weekly: false };

export const DEFAULT_SETTINGS = {
  timezone: 'UTC',
  checkin_time: '09:00',
  weekly_day: 0,
  weekly_time: '18:00',
  quiet_start: null,
  quiet_end: null,
  paused: false,
} as const;
