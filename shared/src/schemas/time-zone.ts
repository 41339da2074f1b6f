import * as z from 'zod/mini';
import './zod.ts';
import { LIMITS } from './limits.ts';

// Apart from the settings (settings.ts), so sign-up and sign-in carry only this of them.

// Offsets such as '+01:00' also pass a DateTimeFormat check, but they have no DST rules, so only
// IANA-style names get through; Intl then says whether this runtime knows the name.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
export function isTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
export const TimeZone = z.string().check(
  z.maxLength(LIMITS.timeZone.max),
  z.refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin'),
);
