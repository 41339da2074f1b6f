/** The browser's own zone: what the settings form offers before the user has saved any. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, with the given one kept even if this browser lacks it. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'UTC', ...zones])].sort();
}

/** A zone with its offset now, e.g. 'Europe/Berlin' at 'UTC+01:00' in winter. */
export interface ZoneChoice {
  zone: string;
  offset: string;
  label: string;
}

/** The zone's offset from UTC at `when`, as 'UTC+05:30' ('UTC+00:00' for UTC itself). */
export function zoneOffset(zone: string, when: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(when);
    const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    return name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC');
  } catch {
    return 'UTC+00:00';
  }
}

export function zoneChoices(zones: readonly string[], when: Date): ZoneChoice[] {
  return zones.map((zone) => {
    const offset = zoneOffset(zone, when);
    return { zone, offset, label: `${zone.replace(/_/g, ' ')} (${offset})` };
  });
}

const simplify = (text: string) => text.toLowerCase().replace(/[_/]/g, ' ');

/** Zones whose name or offset holds every word of the query ('new york', 'berlin', '+05:30'). */
export function searchZones(choices: readonly ZoneChoice[], query: string): ZoneChoice[] {
  const words = simplify(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => {
    const haystack = `${simplify(choice.zone)} ${choice.offset.toLowerCase()}`;
    return words.every((word) => haystack.includes(word));
  });
}
