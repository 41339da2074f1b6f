import type { Settings } from '@cakewalk/shared/schemas/settings.ts';

/** A time 'HH:MM' as a person reads it: '09:00' is '9:00', '14:30' stays. */
export function clockWords(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}:${minutes}`;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

function localClock(now: Date, timeZone: string): string {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  return clock.format(now);
}

/** When the next daily check-in comes where the person is: 'today at 9:00' or 'tomorrow at 9:00'. */
export function nextCheckinWords(settings: Pick<Settings, 'timezone' | 'checkin_time'>, now: Date): string {
  const day = localClock(now, settings.timezone) < settings.checkin_time ? 'today' : 'tomorrow';
  return `${day} at ${clockWords(settings.checkin_time)}`;
}
