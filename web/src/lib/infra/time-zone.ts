import { isTimeZone } from '@cakewalk/shared/schemas/time-zone.ts';

/** The browser's own zone (what sign-up saves and the settings form offers), or UTC when it names none the server takes. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}
