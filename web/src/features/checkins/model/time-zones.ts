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
  /** What else a person may search it by: its generic name ('Pacific Time') and a city's new name. */
  aliases: string;
}

// Browsers list some zones under the city's old name (ICU keeps the first IANA id), so a search
// for the name people use today would find nothing. These are the renamed cities among them.
const RENAMED: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Kolkata', 'Asia/Saigon': 'Ho Chi Minh', 'Asia/Katmandu': 'Kathmandu', 'Asia/Rangoon': 'Yangon',
  'Europe/Kiev': 'Kyiv', 'America/Godthab': 'Nuuk', 'Atlantic/Faeroe': 'Faroe', 'Pacific/Truk': 'Chuuk',
  'Pacific/Ponape': 'Pohnpei', 'Asia/Ulan_Bator': 'Ulaanbaatar', 'Pacific/Enderbury': 'Kanton', 'Europe/Uzhgorod': 'Uzhhorod',
  'America/Buenos_Aires': 'Argentina', 'Asia/Dacca': 'Dhaka', 'Asia/Thimbu': 'Thimphu', 'Asia/Macao': 'Macau',
};

// Making a formatter is what costs (ICU loads the zone's data each time), formatting with one is
// cheap: the picker lists some 400 zones, and each was made twice every time it opened. So each
// zone's two formatters are made once per page; the zones are the browser's own list and the
// saved one, so the map stays that size.
const formatters = new Map<string, { generic: Intl.DateTimeFormat; offset: Intl.DateTimeFormat } | null>();

function formattersOf(zone: string) {
  if (!formatters.has(zone)) {
    try {
      formatters.set(zone, {
        generic: new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' }),
        offset: new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }),
      });
    } catch {
      formatters.set(zone, null);
    }
  }
  return formatters.get(zone);
}

const nameIn = (format: Intl.DateTimeFormat, when: Date) => format.formatToParts(when).find((part) => part.type === 'timeZoneName')?.value;

/** The zone's generic name in English ('Pacific Time', 'India Standard Time'), or '' when there is none. */
function genericName(zone: string, when: Date): string {
  const format = formattersOf(zone)?.generic;
  const name = format ? nameIn(format, when) ?? '' : '';
  return name.startsWith('GMT') ? '' : name;
}

/** The zone's offset from UTC at `when`, as 'UTC+05:30' ('UTC+00:00' for UTC itself). */
export function zoneOffset(zone: string, when: Date): string {
  const format = formattersOf(zone)?.offset;
  const name = (format && nameIn(format, when)) ?? 'GMT';
  return name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC');
}

export function zoneChoices(zones: readonly string[], when: Date): ZoneChoice[] {
  return zones.map((zone) => {
    const offset = zoneOffset(zone, when);
    const renamed = RENAMED[zone];
    const place = zone.replace(/_/g, ' ');
    return { zone, offset, label: `${renamed ? `${place} (${renamed})` : place} (${offset})`, aliases: `${genericName(zone, when)} ${renamed ?? ''}` };
  });
}

const simplify = (text: string) => text.toLowerCase().replace(/[_/]/g, ' ');

/** Zones whose name, other names or offset hold every word of the query ('new york', 'kolkata', 'pacific', '+05:30'). */
export function searchZones(choices: readonly ZoneChoice[], query: string): ZoneChoice[] {
  const words = simplify(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((choice) => {
    const haystack = `${simplify(choice.zone)} ${simplify(choice.aliases)} ${choice.offset.toLowerCase()}`;
    return words.every((word) => haystack.includes(word));
  });
}
