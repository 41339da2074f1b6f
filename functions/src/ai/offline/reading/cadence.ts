// How long each time of a habit goal is ("for 15 minutes") and the moment it is tied to; how
// often it happens is read by the shared rule (rules/cadence.ts).

/** How long each time is, when the goal says it: "15 minutes 3 times a week", "an hour a day". */
export function readSessionMinutes(text: string): number | undefined {
  const minutes = /\b(\d{1,3})[\s-]*(?:minutes?|mins?|minutos|minuten|minuti|minütige)\b/iu.exec(text);
  if (minutes) return Number(minutes[1]);
  if (HALF_HOUR.test(text)) return 30;
  const hours = HOURS.exec(text);
  if (!hours) return undefined;
  const word = (hours[1] ?? '').toLowerCase();
  return /^(?:2|two)$/.test(word) ? 120 : word === '1.5' ? 90 : 60;
}

// An hour or half of one in each language a goal is read in: "elke dag een uur" is an hour a day, kept whole.
const HALF_HOUR = /(?<!\p{L})(?:half\s+an\s+hour|media\s+hora|meia\s+hora|(?:une\s+)?demi-heure|(?:eine\s+)?halbe\s+stunde|mezz['’]\s*ora|(?:een\s+)?half\s+uur)(?!\p{L})/iu;
const HOURS = /(?<!\p{L})(an|one|1|2|two|1\.5|una|uma|une|eine|un['’]?|een)[\s-]*(?:hours?|horas?|heures?|stunden?|ora|ore|uur)(?!\p{L})/iu;

const DAY_NAMES = 'mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?';
/** "every Sunday evening": the part of the day said after the day. */
export const DAY_PARTS = 'mornings?|afternoons?|evenings?|nights?|lunchtimes?';
const MOMENT = new RegExp(String.raw`\b(?:(?:on|every|each)\s+(?:${DAY_NAMES}|weekends?)(?:\s+(?:${DAY_PARTS}))?|(?:every|each)\s+(?:morning|evening|night|lunchtime)|(?:before|after)\s+(?:every|each)\s+(?:run|workout|work-out|training\s+session|gym\s+session|session|swim|ride|game|match|practice|class|climb)|(?:before|after)\s+(?:bed|breakfast|lunch|dinner|work|school|(?:my\s+)?(?:first\s+)?(?:coffee|tea)|the\s+gym|the\s+school\s+run)|in\s+the\s+(?:morning|evening)|in\s+bed|at\s+(?:night|lunchtime|bedtime))\b`, 'gi');

/**
 * The moment a habit is tied to, as the goal says it ("on Sundays", "every morning", "before bed");
 * two said together are both kept ("in bed before coffee"), without the "every" the repeat says.
 */
export function readMoment(text: string): string | undefined {
  const said = [...text.matchAll(MOMENT)].map((match) => match[0]);
  const placed = said.filter((moment) => !/^(?:every|each|on)\s/i.test(moment));
  const moment = placed.length > 1 ? placed.join(' ') : said[0];
  return moment?.toLowerCase().replace(/\bmy\b/, 'your').replace(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)/, (day) => day.charAt(0).toUpperCase() + day.slice(1));
}
