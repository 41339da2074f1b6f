// What the answers to the questions say, for the planner: a choice means the same in every
// language (its place in the list, src/words/questions.json), and the person's own words are read
// like a goal's (a date, an amount, hours a week). An obstacle becomes an if-then plan.

import type { IfThen } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalAnswer } from '@cakewalk/shared/schemas/goal-questions.ts';
import { QUESTION_WORDS } from '../../../words/question-words.ts';
import { OBSTACLE_IDS, PLAN_LANGUAGES, type ObstacleId, type PlanLanguage } from '../../../words/schemas.ts';
import { addDays, isoDay, type CalendarDay } from '../reading/calendar-day.ts';
import { dueDateOf, readDueDates } from '../reading/due-date.ts';
import { readForeignDueDates } from '../reading/foreign-dates.ts';
import { readFirstThings } from '../reading/first-things.ts';
import { readQuantity, type Quantity } from '../reading/quantity.ts';
import { guestsSize } from './gathering.ts';
import { readTimePerPeriod, saidMinutes } from './time-per-period.ts';
import type { NamedObstacle } from './obstacle-plan.ts';
import type { Done, Level, WeeklyTime } from '../reading/read-goal.ts';
import { clamp } from '@cakewalk/shared/rules/clamp.ts';

export interface Answered {
  /** YYYY-MM-DD, or null for "No date". */
  dueDate?: string | null;
  quantity?: Quantity;
  /** How much the person can do each week or month, as they said it; its kind says which. */
  pace?: Quantity;
  /** The amount as the person gave it, for a plan in another language to read as it reads a goal's own figure. */
  amountSaid?: string;
  level?: Level;
  done?: Done;
  /** How often the practice comes round and how long each time is, from the time the person has each week. */
  weekly?: WeeklyTime;
  /** The first things the goal will take, when the person listed them. */
  firstThings?: string[];
  ifThen?: IfThen;
  /** The obstacle named, which reshapes the plan and puts a bite of its own into it (`obstacle-plan.ts`). */
  obstacle?: NamedObstacle;
  /** What the number of people coming to an event asks of its plan ("Set up a reply form ..."). */
  guestsBite?: string;
}

/** The meaning of each choice, in the order questions.json lists them. */
const DUE_DAYS = [30, 91, 182, 365, null] as const;
const LEVELS: readonly Level[] = ['new', 'returning', 'going'];
const DONE: readonly Done[] = ['planned', 'bought', 'half'];
const WEEKLY_MINUTES = [30, 60, 150, 300] as const;

/** The place of the answer among a question's choices in any language, or -1 for the person's own words. */
function choiceOf(answer: string, choices: (words: (typeof QUESTION_WORDS)[PlanLanguage]) => readonly string[]): number {
  const said = answer.trim().toLowerCase();
  for (const language of PLAN_LANGUAGES) {
    const index = choices(QUESTION_WORDS[language]).findIndex((choice) => choice.toLowerCase() === said);
    if (index >= 0) return index;
  }
  return -1;
}

function dueOf(answer: string, today: CalendarDay): string | null | undefined {
  const index = choiceOf(answer, (words) => words.due.choices);
  if (index >= 0) {
    const days = DUE_DAYS[index];
    return days === null || days === undefined ? null : isoDay(addDays(today, days));
  }
  return dueDateOf(readDueDates(answer, today)) ?? dueDateOf(readForeignDueDates(answer, today)) ?? undefined;
}

/**
 * The week's time as sessions: half an hour is two 15-minute sessions, an hour three of 20
 * minutes, a few hours one of 30 minutes each weekday, five hours or more 45 minutes every day.
 */
const SESSIONS: readonly (WeeklyTime & { upTo: number })[] = [
  { upTo: 45, every: 'week', perPeriod: 2, minutes: 15 },
  { upTo: 100, every: 'week', perPeriod: 3, minutes: 20 },
  { upTo: 240, every: 'weekday', perPeriod: 1, minutes: 30 },
  { upTo: Infinity, every: 'day', perPeriod: 1, minutes: 45 },
];

/** Lengths a session of the person's own weekly figure may take, shortest first. */
const SESSION_LENGTHS = [15, 20, 30, 45, 60, 90, 120] as const;

/**
 * A weekly figure of the person's own ("3 hours", "4 h a week") as sessions that add up to it:
 * the fewest minutes off, then the most sessions, at most one a day, so 2 and 3 hours never
 * give the same week and 4 hours is never cut to two and a half.
 */
function ownSessions(minutes: number): WeeklyTime {
  const fits = SESSION_LENGTHS.filter((length) => length >= (minutes > 100 ? 30 : 15)).map((length) => {
    const count = clamp(Math.round(minutes / length), { min: 1, max: 7 });
    return { length, count, off: Math.abs(count * length - minutes) };
  });
  const best = fits.reduce((kept, fit) => (fit.off < kept.off ? fit : kept));
  if (best.count === 7) return { every: 'day', perPeriod: 1, minutes: best.length };
  if (best.count === 5) return { every: 'weekday', perPeriod: 1, minutes: best.length };
  return { every: 'week', perPeriod: best.count, minutes: best.length };
}

function weeklyOf(answer: string): WeeklyTime | undefined {
  const index = choiceOf(answer, (words) => words.time.choices);
  if (index < 0) {
    const perPeriod = readTimePerPeriod(answer);
    if (perPeriod) return perPeriod;
  }
  const minutes = index >= 0 ? WEEKLY_MINUTES[index] : saidMinutes(answer);
  if (!minutes) return undefined;
  if (index < 0 && !(WEEKLY_MINUTES as readonly number[]).includes(minutes)) return ownSessions(minutes);
  const sessions = SESSIONS.find(({ upTo }) => minutes <= upTo);
  return sessions && { every: sessions.every, perPeriod: sessions.perPeriod, minutes: sessions.minutes };
}

const lowerFirst = (text: string) => (/^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

/** The obstacle a choice names, in any language and whichever kind of goal offered it. */
function namedObstacle(answer: string): ObstacleId | undefined {
  const said = answer.trim().toLowerCase();
  return OBSTACLE_IDS.find((id) => PLAN_LANGUAGES.some((language) => QUESTION_WORDS[language].obstacles[id].choice.toLowerCase() === said));
}

/**
 * The obstacle the person's own words come closest to, in any of the planner's languages: "no time
 * with two jobs" is being short of time, "it's expensive" the cost. Words that name none of them
 * ("my kids need me") stay their own.
 */
const OWN_OBSTACLES: readonly [ObstacleId, RegExp][] = [
  ['price', /(?<!\p{L})(?:money|costs?|expensive|afford|pric(?:e|ey)|dinero|caro|geld|teuer|kosten|argent|cher|co[uû]te?|dinheiro|soldi|costoso|duur)(?!\p{L})/iu],
  ['short', /(?<!\p{L})(?:time|busy|schedule|overtime|tiempo|ocupad[oa]|zeit|temps|occupée?|tempo|tijd|druk)(?!\p{L})/iu],
  ['tired', /(?<!\p{L})(?:tired|exhausted|energy|fatigue|cansad[oa]|müde|erschöpft|fatiguée?|stanc[oa]|moe)(?!\p{L})/iu],
  ['motivation', /(?<!\p{L})(?:motivat\w*|lazy|bored|boring|give\s+up|giving\s+up|procrastinat\w*|discipline|motivaci[oó]n|motivation|motivação|motivazione|motivatie|pereza|faul|flemme|preguiça|pigrizia)(?!\p{L})/iu],
  ['next', /(?<!\p{L})(?:where\s+to\s+start|what\s+to\s+do|how\s+to|no\s+idea|stuck|confus\w*)(?!\p{L})/iu],
];

function obstacleOf(answer: string, language: PlanLanguage): { ifThen: IfThen; named: NamedObstacle } {
  const words = QUESTION_WORDS[language];
  const named = namedObstacle(answer);
  if (named) {
    const { if: when, then } = words.obstacles[named];
    return { ifThen: { if: when, then }, named: { id: named, own: undefined } };
  }
  const own = lowerFirst(answer.trim().replace(/(?<![.!])[.!]+$/, ''));
  const closest = OWN_OBSTACLES.find(([, says]) => says.test(own))?.[0];
  // "my kids need me" is said back as "your kids need you", where the plan speaks to the person.
  return { ifThen: { if: own, then: closest ? words.obstacles[closest].then : words.ownObstacle }, named: { id: closest, own } };
}

export function readAnswers(answers: readonly GoalAnswer[], language: PlanLanguage, today: CalendarDay): Answered {
  const answered: Answered = {};
  for (const { id, answer } of answers) {
    if (id === 'due') {
      const due = dueOf(answer, today);
      if (due !== undefined) answered.dueDate = due;
    } else if (id === 'amount') {
      const quantity = readQuantity(answer);
      if (quantity) answered.quantity = quantity;
      answered.amountSaid = answer.trim();
    } else if (id === 'pace') {
      const pace = readQuantity(answer);
      if (pace) answered.pace = pace;
    } else if (id === 'start') {
      const index = choiceOf(answer, (words) => words.start.choices);
      answered.level = LEVELS[index] ?? (/\b(?:never|beginner|new|scratch|nunca|cero|jamais|zéro|nie|null|nunca)\b/i.test(answer) ? 'new' : 'returning');
    } else if (id === 'time') {
      const weekly = weeklyOf(answer);
      if (weekly) answered.weekly = weekly;
    } else if (id === 'first') {
      const first = readFirstThings(answer);
      if (first.length) answered.firstThings = first;
    } else if (id === 'done') {
      const done = DONE[choiceOf(answer, (words) => words.done.choices)];
      if (done) answered.done = done;
    } else if (id === 'guests') {
      const index = choiceOf(answer, (words) => words.guests.choices);
      const bite = QUESTION_WORDS[language].guests.bites[index >= 0 ? index : (guestsSize(answer) ?? -1)];
      if (bite) answered.guestsBite = bite;
    } else if (id === 'obstacle') {
      const { ifThen, named } = obstacleOf(answer, language);
      answered.ifThen = ifThen;
      answered.obstacle = named;
    }
  }
  return answered;
}
