// A goal in Spanish, German, French or Portuguese gets its plan in that language, from that
// language's themes (languages/*.json): the theme whose words the goal uses most, else the
// general one, cut to the size asked for and dated to the timeframe like an English plan, with
// the goal's amount and its pace in the slots.

import type { PlanSize } from '../../plan-size.ts';
import { LANGUAGE_PLANS } from '../languages/language-list.ts';
import type { LanguageBite, LanguagePlan, LanguageTheme, PlannedLanguage } from '../languages/language-plan.ts';
import type { Quantity } from '../reading/quantity.ts';
import type { GoalReading } from '../reading/read-goal.ts';
import { paceOf } from './pace.ts';
import { withoutDone } from './already-done.ts';
import { portugueseOf } from '../reading/portuguese-variant.ts';
import type { RawBite, RawSubgoal, RawTask } from './plan-parts.ts';
import { readSessionMinutes } from '../reading/cadence.ts';
import { readForeignCadence } from '../reading/foreign-cadence.ts';
import { inGoalRhythm, type GoalRhythm } from './goal-rhythm.ts';
import { DEFAULT_DAYS, datePhases, keptPhases, sizeFor } from './schedule.ts';
import { borrowedKindOf, themeOf } from '../languages/foreign-theme.ts';
import type { Archetype } from '../archetype.ts';
import { ARCHETYPES } from '../archetype-list.ts';
import { openEndedTimes } from '@cakewalk/shared/rules/habit-start.ts';

const isPlanned = (language: string): language is PlannedLanguage => language in LANGUAGE_PLANS;

/**
 * Words after a number that say when or what for, never its unit: "R$ 3.000 até dezembro" is
 * "R$ 3.000", "500 euros para" is not "500 para".
 */
const NOT_A_UNIT = /^(?:até|para|pra|por|hasta|antes|desde|bis|vor|für|und|oder|avant|pour|jusqu|entro|prima|per|entre|tot|voor|vóór|met|and|the|this|este|esta|dieses|cette|questo|deze|dit)$/iu;

/** "2000 euros", "10 kilos", "12 libros", "1 000 euros", "R$ 3.000": the goal's first number with its sign or the word after it. */
function foreignQuantity(text: string): Quantity | undefined {
  const match = /((?:R|US|A|C|NZ)?[$€£]\s?)?(\d(?:[\d.,]|[\u00a0\u202f](?=\d{3}\b))*)(\s?)(\p{L}{3,}|kg|km|k|%)?/u.exec(text);
  if (!match?.[2]) return undefined;
  const value = Number(match[2].replace(/[.,\u00a0\u202f](?=\d{3}\b)/g, '').replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return undefined;
  const said = match[4] && NOT_A_UNIT.test(match[4]) ? match[0].slice(0, match[0].length - match[4].length) : match[0];
  return { text: said.trim(), value };
}

function fillSlots(template: string, slots: Record<string, string | undefined>): string | undefined {
  let missing = false;
  const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = slots[name];
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? undefined : filled;
}

function writeBite(bite: LanguageBite, slots: Record<string, string | undefined>, rhythm: GoalRhythm, days: number): RawBite | undefined {
  const title = fillSlots(bite.title, slots) ?? bite.plain;
  if (!title) return undefined;
  return inGoalRhythm({ title, minutes: bite.minutes, own: bite.repeat, practice: bite.practice ?? false }, rhythm, 'day', days);
}

const GENERAL = 'general';

/** How an infinitive ends in the languages the planner writes: "nadar", "nager", "schwimmen", "nuotare". */
const INFINITIVE = /(?:ar|er|ir|re|en)$/u;

/** Little words between "learn" and what is learnt. */
const LINKS: ReadonlySet<string> = new Set(['a', 'à', 'ad', 'zu', 'te', 'de', 'por']);

/**
 * The skill a goal names as its verb, capitalised ("Nadar" for "quiero aprender a nadar"): a word
 * of the theme said whole and as an infinitive, other than the theme's first word, the verb "learn".
 */
function skillAct(theme: LanguageTheme, text: string): string | undefined {
  const tokens: string[] = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const [learn = '', ...skills] = theme.words;
  // Else the infinitive right after "learn": "aprender a tejer", "apprendre à coudre".
  const at = tokens.findIndex((token) => token.startsWith(learn));
  const next = tokens.slice(at + 1).find((token) => !LINKS.has(token));
  const act = skills.find((word) => tokens.includes(word) && INFINITIVE.test(word)) ?? (at >= 0 && next && INFINITIVE.test(next) ? next : undefined);
  return act ? act.charAt(0).toUpperCase() + act.slice(1) : undefined;
}
const ACT_MINUTES = 10;

/**
 * A time of day in how often the goal says it happens ("jeden Morgen", "cada noche", "elke avond"):
 * the repeat says every day, but only the words keep the moment, so the habit's title says it too.
 */
const MOMENT = /(?<!\p{L})(?:morgen|abend|nacht|mittag|vormittag|nachmittag|matin|soir|nuit|midi|mañanas?|noches?|tardes?|manhãs?|noites?|mattin[ae]|ser[ae]|nott[ei]|pomeriggio|ochtend|avond|middag)(?!\p{L})/iu;

/**
 * A habit no theme knows ("Ik wil elke ochtend mediteren") is the act itself, in the person's
 * words without how often (the repeat says it: "Mediteren", every day), in place of the general
 * plan's first repeating bite, a slot in the calendar for the goal that would only say it again:
 * the general plan alone would never say to meditate.
 */
function withHabitAct(subgoals: RawSubgoal[], title: string, minutes: number | undefined): RawSubgoal[] {
  let placed = false;
  return subgoals.map((subgoal) => ({
    ...subgoal,
    tasks: subgoal.tasks.map((task) => {
      const practice = task.microtasks.find((bite) => bite.repeat);
      if (placed || !practice?.repeat) return task;
      placed = true;
      return { ...task, microtasks: task.microtasks.map((bite) => (bite === practice ? { title, minutes: minutes ?? ACT_MINUTES, repeat: practice.repeat } : bite)) };
    }),
  }));
}

/** The goal as its title says it: the lead-in ("Quiero", "Ich möchte") left out. */
function foreignTitle(plan: LanguagePlan, title: string): string {
  const lower = title.toLowerCase();
  const lead = plan.leadIns.filter((leadIn) => lower.startsWith(`${leadIn} `)).sort((a, b) => b.length - a.length)[0];
  const rest = lead ? title.slice(lead.length).trim() : title;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** How often a goal in another language the planner writes says it is done ("elke ochtend"), if it says. */
export function foreignCadence(reading: GoalReading): ReturnType<typeof readForeignCadence> {
  if (!isPlanned(reading.language)) return undefined;
  const plan = LANGUAGE_PLANS[reading.language === 'pt' ? portugueseOf(reading.text) : reading.language];
  return readForeignCadence(reading.text, plan.cadence);
}

/**
 * A goal in another language that is itself a habit ("drie keer per week naar de sportschool") and
 * has no due date keeps going, as an English one does: its habit, the first bite repeating as the
 * goal says, asks for a year of its cadence, so it never stops on Today after a few weeks.
 */
export function withOpenEndedForeignHabit(reading: GoalReading, subgoals: RawSubgoal[]): RawSubgoal[] {
  const cadence = reading.dueDate === null ? foreignCadence(reading) : undefined;
  if (!cadence) return subgoals;
  const own = subgoals.flatMap((subgoal) => subgoal.tasks.flatMap((task) => task.microtasks))
    .find(({ repeat }) => repeat?.every === cadence.every && (repeat.per_period ?? 1) === cadence.perPeriod);
  return subgoals.map((subgoal) => ({
    ...subgoal,
    tasks: subgoal.tasks.map((task) => ({
      ...task,
      microtasks: task.microtasks.map((bite) => (bite === own && bite.repeat ? { ...bite, repeat: { ...bite.repeat, times: openEndedTimes(bite.repeat.every) } } : bite)),
    })),
  }));
}

/** The theme a goal in another language is planned from ('save', 'event', 'general'), when the planner writes its language. */
export function foreignThemeId(reading: GoalReading): string | undefined {
  if (!isPlanned(reading.language)) return undefined;
  return themeOf(LANGUAGE_PLANS[reading.language === 'pt' ? portugueseOf(reading.text) : reading.language], reading.text).id;
}

/**
 * The English kind of a goal in a language that has no theme of that kind ("Ik wil mijn rijbewijs
 * halen"), with the goal's title: its plan, with the notice that offline plans are in English, is
 * about the goal, where the language's general shell would not be.
 */
export function borrowedKind(reading: GoalReading): { archetype: Archetype; title: string } | undefined {
  if (!isPlanned(reading.language)) return undefined;
  const plan = LANGUAGE_PLANS[reading.language === 'pt' ? portugueseOf(reading.text) : reading.language];
  const kind = borrowedKindOf(plan, reading.text, themeOf(plan, reading.text));
  const archetype = kind ? ARCHETYPES.find((known) => known.id === kind) : undefined;
  return archetype ? { archetype, title: foreignTitle(plan, reading.title) } : undefined;
}

/** A plan in the goal's own language, when the planner writes it; undefined otherwise. */
export function foreignPlan(reading: GoalReading, asked: PlanSize): { title: string; subgoals: RawSubgoal[] } | undefined {
  if (!isPlanned(reading.language)) return undefined;
  const plan = LANGUAGE_PLANS[reading.language === 'pt' ? portugueseOf(reading.text) : reading.language];
  const theme = themeOf(plan, reading.text);
  const size = sizeFor(reading.days, asked);
  const quantity = foreignQuantity(reading.text) ?? (reading.amountSaid ? foreignQuantity(reading.amountSaid) : undefined);
  const slots = { target: quantity?.text, pace: paceOf(quantity, reading.days, plan.per), act: skillAct(theme, reading.text) };
  const cadence = readForeignCadence(reading.text, plan.cadence);
  const sessionMinutes = cadence ? readSessionMinutes(reading.text) : undefined;
  const rhythm: GoalRhythm = { cadence, ...(sessionMinutes !== undefined ? { sessionMinutes } : {}), ...(reading.weekly ? { weekly: reading.weekly } : {}) };
  const days = reading.days ?? DEFAULT_DAYS;
  const write = (phase: LanguageTheme['phases'][number], length: number): RawTask[] =>
    phase.tasks.slice(0, size.tasksPerSubgoal).flatMap((task) => {
      const bites = task.bites.flatMap((bite) => writeBite(bite, slots, rhythm, length) ?? []).slice(0, size.microtasksPerTask);
      return bites.length ? [{ title: task.title, microtasks: bites }] : [];
    });
  const subgoals = datePhases(days, keptPhases(withoutDone(theme.phases, reading.done), size.subgoals, days), write, cadence !== undefined || reading.days === null).map(({ phase, tasks }) => ({ title: phase.title, tasks }));
  const title = foreignTitle(plan, reading.title);
  if (theme.id !== GENERAL || !cadence) return { title, subgoals };
  const act = foreignTitle(plan, `${reading.text.slice(0, cadence.start)} ${reading.text.slice(cadence.end)}`.replace(/\s+/g, ' ').trim());
  const said = reading.text.slice(cadence.start, cadence.end);
  const moment = MOMENT.test(said) ? `, ${said.charAt(0).toLowerCase()}${said.slice(1)}` : '';
  return { title, subgoals: withHabitAct(subgoals, act.length > 1 ? `${act}${moment}` : title, sessionMinutes) };
}
