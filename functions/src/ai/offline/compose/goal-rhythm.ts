// A habit goal's own rhythm wins over an archetype's: "15 minutes, 3 times a week" makes its
// practice bites 15 minutes long, 3 times a week. So does the time the person says they have a
// week, when the goal names no rhythm: half an hour a week is two 15-minute sessions, not a
// daily practice. Tallies and reviews ("Count the days on target this week") keep their own
// cadence: they look back over the practice, not do it.

import type { Repeat, RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { GoalReading } from '../reading/read-goal.ts';
import { repeatFor } from './schedule.ts';
import { clamp } from '@cakewalk/shared/rules/clamp.ts';

const LOOKS_BACK = /^(?:count|compare|rate|note|update|average|weigh|plan|book|review|check|log|mark|tick|track|share|post|thank|change|empty|add\s+\d+)\b/i;
/** A bite that names its own moment ("once a day", "before bed", "after each game", "on Sunday", "when a craving hits") keeps it, and its length: 2 minutes every hour is never a session. */
const OWN_MOMENT = /\b(?:once\s+a\s+(?:day|week)|each\s+(?:day|week|morning|evening|night|hour)|every\s+(?:day|week|morning|evening|night|meal|hour)|this\s+week|before\s+(?:bed|dinner)|after\s+(?:lunch|dinner)|(?:after|before)\s+(?:each|every|you)\s+\w+|as\s+soon\s+as\s+you|when\s+you\s+(?:wake|get\s+up)|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?|when\s+(?:(?:an?|the|your)\s+)?\w+\s+(?:hits|rises|flares|strikes|comes|builds))\b/i;
const SAID_MINUTES = /\b\d+(?=[\s-]*(?:minutes?|minutos|minuten|minütige)\b|-minute\b)/iu;

/**
 * A bite that takes a medicine (a patch, pills, an inhaler, insulin, anything taken as the label or
 * the doctor says): how often and how much is theirs, never the time the person has free.
 */
const TAKEN = /(?<!\p{L})(?:patch(?:es)?|pills?|tablets?|capsules?|inhalers?|insulin|medicines?|medications?|doses?|prescri\p{L}*|as\s+(?:the|your)\s+(?:label|doctor|pharmacist|nurse|leaflet)|parches?|pastillas?|inhalador|comprim[ée]s?|m[ée]dicaments?|Pflaster|Tabletten?|Medikamente?|pillole?|farmac[oi]|medicijn(?:en)?)(?!\p{L})/iu;

/** A bite that does the practice itself: no tally or look back, no moment of its own, and no medicine. */
export const isPracticeTitle = (title: string): boolean => !LOOKS_BACK.test(title) && !OWN_MOMENT.test(title) && !TAKEN.test(title);

export type GoalRhythm = Pick<GoalReading, 'cadence' | 'sessionMinutes' | 'weekly'>;

interface PracticeBite {
  title: string;
  minutes: number;
  repeat: Repeat | null;
}

/**
 * The bite as the goal's rhythm has it. `own` is the bite's own cadence ('goal' for "as often as
 * the goal says"), `fallback` the cadence a 'goal' bite takes when the goal names none, `days`
 * the length of its phase; `practice` says whether it is the habit itself, when its data says so
 * (else read from its English title).
 */
export function inGoalRhythm(
  bite: { title: string; template?: string; minutes: number; own: RepeatEvery | 'goal' | undefined; practice?: boolean },
  reading: GoalRhythm,
  fallback: RepeatEvery,
  days: number,
): PracticeBite {
  const rhythm = reading.cadence ?? reading.weekly;
  const sessionMinutes = reading.sessionMinutes ?? reading.weekly?.minutes;
  const practice = bite.own !== undefined && rhythm !== undefined && !TAKEN.test(bite.title) && (bite.practice ?? (!LOOKS_BACK.test(bite.title) && !OWN_MOMENT.test(bite.title)));
  const every = bite.own === 'goal' ? (rhythm?.every ?? fallback) : practice ? rhythm.every : bite.own;
  const repeat = every ? repeatFor(every, days, practice ? rhythm.perPeriod : 1) : null;
  // Only the bite's own minutes follow the rhythm: a length the goal wrote ("a 20-minute talk") stays as said.
  const own = SAID_MINUTES.exec(bite.template ?? bite.title)?.[0];
  if (!practice || sessionMinutes === undefined || own === undefined) return { title: bite.title, minutes: bite.minutes, repeat };
  const { min, max } = LIMITS.biteMinutes;
  const title = bite.title.replace(new RegExp(String.raw`(?<!\d)${own}(?=[\s-]*(?:minutes?|minutos|minuten|minütige)\b|-minute\b)`, 'iu'), String(sessionMinutes));
  return { title, minutes: clamp(sessionMinutes, { min, max }), repeat };
}

/**
 * The moment a habit goal ties its practice to ("before coffee", "every morning") said in its
 * first practice bite, where a coach would say it: "Sit for 5 minutes before your coffee".
 */
export function atGoalMoment<T extends { title: string; repeat?: { every: RepeatEvery } | null | undefined }>(bites: readonly T[], reading: GoalRhythm, moment: string | undefined): T[] {
  const { cadence } = reading;
  if (!moment || !cadence) return [...bites];
  const first = bites.findIndex((bite) => bite.repeat?.every === cadence.every && !OWN_MOMENT.test(bite.title) && !LOOKS_BACK.test(bite.title));
  return bites.map((bite, i) => (i === first && !bite.title.toLowerCase().includes(moment) ? { ...bite, title: `${bite.title} ${moment}` } : bite));
}
