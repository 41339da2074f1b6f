import type { Settings, SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import { browserTimeZone } from '../../../lib/infra/time-zone.ts';

/**
 * The settings that turn daily check-ins on (or off) with one tap, keeping every other choice:
 * settings never saved take the browser's time zone, as sign-up does.
 */
export function dailyCheckins(settings: Settings, change: { checkin_time?: string; paused: boolean }): SettingsBody {
  return {
    timezone: settings.configured ? settings.timezone : browserTimeZone(),
    checkin_time: change.checkin_time ?? settings.checkin_time,
    weekly_day: settings.weekly_day,
    weekly_time: settings.weekly_time,
    quiet_start: settings.quiet_start,
    quiet_end: settings.quiet_end,
    paused: change.paused,
  };
}

/** Whether check-ins come at all: saved once, and not paused. */
export const checkinsOn = (settings: Settings) => settings.configured && !settings.paused;
