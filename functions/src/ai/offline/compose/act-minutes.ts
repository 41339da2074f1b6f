// How long a thing a person names takes, by what it says: a time it gives ("for 20 minutes", "an
// hour") is that time; otherwise its verb says it, since stripping an engine or practising
// parallel parking is no quarter-hour's work, while a call or an order is.

/** Minutes of an act by its verb, for acts that take longer than a quarter of an hour. */
const BY_VERB: Readonly<Record<string, number>> = {
  strip: 60, rebuild: 60, restore: 60, overhaul: 60, service: 45, repaint: 60, paint: 45, varnish: 45, sand: 30, tile: 60, plaster: 60,
  build: 45, assemble: 30, install: 30, fit: 30, dig: 45, plant: 30, mow: 30, prune: 30, weed: 20,
  practise: 30, practice: 30, rehearse: 30, drive: 30, run: 30, jog: 30, ride: 30, cycle: 30, swim: 30, hike: 90, climb: 60, train: 30, play: 30,
  cook: 30, bake: 45, batch: 60, clean: 30, 'deep-clean': 45, declutter: 30, sew: 30, knit: 30, visit: 60, attend: 60,
  lift: 45, walk: 30, apply: 45, study: 30, revise: 30, finish: 60, complete: 60, meet: 30,
  interview: 30, film: 30, record: 30, edit: 45,
};

const MAX_MINUTES = 120;

/** What a bite may name that takes longer than a quarter of an hour whatever its verb: a class, a session, the long run. */
const LONG_THINGS = /\b(?:class|session|lesson|long run|activity|meal)\b/i;

/** Things that last an evening or an outing, whatever verb says them: a date night is not 10 minutes. */
const EVENING_THINGS = /\b(?:date\s+night|night\s+out|game\s+night|movie\s+night|family\s+(?:dinner|meal|evening|outing|day\s+out)|day\s+trip|dinner\s+party)\b/i;
const EVENING_MINUTES = 120;

const verbOf = (title: string) => title.toLowerCase().match(/^[\p{L}-]+/u)?.[0] ?? '';

/** The act takes longer than a quarter of an hour: its verb or what it names says so. */
export const takesLong = (title: string): boolean => verbOf(title) in BY_VERB || LONG_THINGS.test(title);

/** The minutes a title says, or its verb's, or `fallback`. */
export function actMinutes(title: string, fallback: number): number {
  const said = /\b(\d{1,3})[\s-]*(min(?:ute)?s?|h(?:ou)?rs?)\b/i.exec(title);
  if (said?.[1] && said[2]) {
    const value = Number(said[1]) * (said[2].toLowerCase().startsWith('h') ? 60 : 1);
    if (value > 0) return Math.min(value, MAX_MINUTES);
  }
  if (/\ban\s+hour\b/i.test(title)) return 60;
  return BY_VERB[verbOf(title)] ?? (EVENING_THINGS.test(title) ? EVENING_MINUTES : fallback);
}
