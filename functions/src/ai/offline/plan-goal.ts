// The offline goal breakdown from start to finish: read the goal and the answers to the
// questions asked first, plan each goal it holds from its archetype (or the starter shape when
// none fits), in Spanish, German, French or Portuguese from that language's themes, or in English
// with a notice for any other language, and suggest a tone.

import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { RawBreakdown } from '../clamp-breakdown.ts';
import type { PlanSize } from '../plan-size.ts';
import { archetypePlan } from './compose/archetype-plan.ts';
import { borrowedKind, foreignPlan, withOpenEndedForeignHabit } from './compose/foreign-plan.ts';
import type { RawSubgoal } from './compose/plan-parts.ts';
import { firstThingsPlan } from './compose/first-things-plan.ts';
import { withOwnFirstThings } from './compose/own-first-things.ts';
import { starterPlan, workSession } from './compose/starter-plan.ts';
import { DEFAULT_DAYS } from './compose/schedule.ts';
import { sayEachActionOnce } from './compose/same-action.ts';
import type { Archetype } from './archetype.ts';
import { matchArchetype } from './match-archetype.ts';
import type { IfThen } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalAnswer } from '@cakewalk/shared/schemas/goal-questions.ts';
import { NOTICES } from '../../words/notice-words.ts';
import { fill } from '../../words/fill.ts';
import { QUESTION_WORDS } from '../../words/question-words.ts';
import { questionLanguage } from './questions/question-language.ts';
import { readAnswers, type Answered } from './questions/read-answers.ts';
import { obstacleFamily } from './questions/obstacle-set.ts';
import { withObstacle } from './questions/obstacle-plan.ts';
import { sessionsLonger } from './questions/answered-sessions.ts';
import { withWeeklySession } from './questions/weekly-session.ts';
import { addDays, daysBetween, isoDay, type CalendarDay } from './reading/calendar-day.ts';
import type { GoalClause, GoalReading } from './reading/read-goal.ts';
import { readGoal, unreadClause } from './reading/read-goal.ts';

export interface OfflinePlan {
  raw: RawBreakdown;
  dueDate: string | null;
  /** Set when some or all of the plan is the starter shape, or the plan is in English for another language. */
  notice?: string;
  ifThen?: IfThen;
}

const TONE_CUES: readonly [Tone, RegExp][] = [
  ['strict', /\b(?:be\s+strict|strict|tough\s+love|push\s+me|hold\s+me\s+accountable|no\s+nonsense|firm)\b/i],
  ['motivational', /\b(?:motivate\s+me|hype|pump\s+me\s+up|cheer\s+me\s+on|inspire\s+me)\b/i],
  ['friendly', /\b(?:be\s+gentle|gently|be\s+kind|go\s+easy|friendly|no\s+pressure)\b/i],
];

/** Where a goal's own words stop naming it and start saying when, how often or what for. */
const LABEL_CUT = /\s(?:by|before|until|in|for|every|each|so|that|(?:\w+\s+)?times\s+a|twice|once|a\s+(?:day|week|month))\b/i;

/** A half of this many words or fewer names itself whole: "Enter a carving at the village show". */
const WHOLE_LABEL = 7;

/** Little words that lead to what follows them, so a label never ends on one. */
const LEADING = /^(?:a|an|the|of|on|in|out|off|to|for|from|with|at|into|up|my|your|our|his|her|their|and|or)$/i;

/** "Go to the gym: ", "Save 2000 dollars: " before each slice when one text holds two goals: the goal's own verb and what it acts on. */
function labelOf(clause: GoalClause): string {
  const said = clause.phrase;
  const cut = LABEL_CUT.exec(said);
  const named = cut && said.slice(0, cut.index).split(/\s+/).length >= 3 ? said.slice(0, cut.index) : said;
  const all = named.split(/\s+/);
  // A short half whole; else five words, or on to the word a preposition or article leads to: never "Keep your phone out of".
  let end = all.length <= WHOLE_LABEL ? all.length : Math.min(5, all.length);
  while (end < all.length && end < 8 && LEADING.test(all[end - 1] ?? '')) end += 1;
  while (end > 1 && LEADING.test(all[end - 1] ?? '')) end -= 1;
  const words = all.slice(0, end).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The goals a text holds, each with its archetype: two halves the same archetype fits are one goal
 * said twice ("manage my diabetes and get my A1c under 7"), planned once; so are two halves that
 * none fits, which would get the same starter plan twice.
 */
function distinctGoals(clauses: readonly GoalClause[]): { clause: GoalClause; archetype: Archetype | undefined }[] {
  const goals: { clause: GoalClause; archetype: Archetype | undefined }[] = [];
  for (const clause of clauses) {
    const archetype = matchArchetype(clause);
    const before = goals.at(-1);
    // "Switch careers and become a data analyst": the half no kind fits says what the other half becomes.
    if (!archetype && before?.archetype && (clause.verb === 'become' || clause.verb === 'be')) {
      goals[goals.length - 1] = { ...before, clause: { ...before.clause, phrase: `${before.clause.phrase} and ${clause.phrase}`, words: [...before.clause.words, ...clause.words] } };
      continue;
    }
    const same = goals.findIndex((goal) => goal.archetype?.id === archetype?.id);
    // "Digitize the photos and make an album": a second half no kind fits is the first half's second act, not lost.
    const kept = goals[same];
    if (kept && !archetype && clause.verb) {
      const quantity = kept.clause.quantity ?? clause.quantity;
      goals[same] = { ...kept, clause: { ...kept.clause, object: `${kept.clause.object} and ${clause.phrase}`, ...(quantity ? { quantity } : {}) } };
      continue;
    }
    if (same >= 0) {
      // The half said again may hold the number: "get better at chess and reach 1500".
      const kept = goals[same];
      if (kept && !kept.clause.quantity && clause.quantity) goals[same] = { ...kept, clause: { ...kept.clause, quantity: clause.quantity } };
      continue;
    }
    goals.push({ clause, archetype });
  }
  return goals;
}

function planClauses(reading: GoalReading, size: PlanSize): { subgoals: RawSubgoal[]; starter: boolean; ownSteps: boolean; tones: Tone[]; fewestDays: number } {
  const goals = distinctGoals(reading.clauses);
  const share = (i: number) => Math.max(1, Math.floor(size.subgoals / goals.length) + (i < size.subgoals % goals.length ? 1 : 0));
  let starter = false;
  let ownSteps = false;
  const tones: Tone[] = [];
  let fewestDays = 0;
  // The first things were asked for the half no kind fits: they plan that half, once; else they merge into the lead's kind.
  const ownHalf = Math.max(0, goals.findIndex((goal) => !goal.archetype));
  const subgoals = goals.flatMap(({ clause, archetype }, i) => {
    // "Where are you starting from?" is answered of the goal's lead: a later part still starts at its beginning.
    const request = { reading: i === 0 ? reading : { ...reading, level: undefined }, clause, size, subgoals: share(i) };
    const things = archetype || i !== ownHalf ? undefined : reading.firstThings;
    fewestDays = Math.max(fewestDays, archetype?.fewestDays ?? 0);
    if (archetype) tones.push(archetype.tone);
    else if (things) ownSteps = true;
    else starter = true;
    const planned = archetype ? withOwnFirstThings(archetypePlan(archetype, request), i === ownHalf ? reading.firstThings : undefined, reading.days ?? DEFAULT_DAYS) : things ? firstThingsPlan(request, things) : starterPlan(request);
    return goals.length > 1 ? planned.map((subgoal) => ({ ...subgoal, title: `${labelOf(clause)}: ${subgoal.title}` })) : planned;
  });
  return { subgoals, starter, ownSteps, tones, fewestDays };
}

/** What a figure counts: "words" of "80,000 words", "$" of "$4,000"; a pace in pages never dates a total in books. */
const unitOf = (said: string): string => (/[$€£]/u.exec(said)?.[0] ?? said.replace(/^[^\p{L}]+/u, '').split(/\s+/)[0] ?? '').toLowerCase();

/**
 * The due date a pace the person can keep gives a total the goal names without a date: 80,000
 * words at 2,500 a week is 32 weeks away.
 */
function pacedDue(total: GoalClause['quantity'], pace: GoalReading['pace'], today: CalendarDay): string | undefined {
  if (!total || total.per || !pace || !(total.value > pace.value) || unitOf(total.text) !== unitOf(pace.text)) return undefined;
  const periods = Math.ceil(total.value / pace.value);
  return isoDay(addDays(today, pace.per === 'week' ? periods * 7 : Math.round((periods * 365) / 12)));
}

/** The reading as the answers complete it: what the goal said wins over an answer to the same. */
function completed(reading: GoalReading, answered: Answered, today: CalendarDay, kind: Archetype | undefined): GoalReading {
  const [first, ...rest] = reading.clauses;
  const clauses = first && !first.quantity && answered.quantity ? [{ ...first, quantity: answered.quantity }, ...rest] : reading.clauses;
  const pace = answered.pace && kind?.pace ? { ...answered.pace, per: kind.pace.per } : undefined;
  const dueDate = reading.dueDate ?? answered.dueDate ?? pacedDue(clauses[0]?.quantity, pace, today) ?? null;
  return {
    ...reading,
    clauses,
    dueDate,
    days: dueDate ? daysBetween(today, dayOf(dueDate)) : null,
    ...(pace ? { pace } : {}),
    ...(answered.weekly ? { weekly: answered.weekly } : {}),
    ...(answered.level ? { level: answered.level } : {}),
    ...(answered.amountSaid ? { amountSaid: answered.amountSaid } : {}),
    ...(answered.done ? { done: answered.done } : {}),
    ...(answered.firstThings ? { firstThings: answered.firstThings } : {}),
    ...(answered.ifThen ? { obstacleNamed: true as const } : {}),
  };
}

const dayOf = (iso: string): CalendarDay => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { year, month, day };
};

/** A goal in another language read for its kind only: no English words of it to fill a slot, so each bite says its plain title. */
const NAMELESS: GoalClause = { verb: undefined, object: '', phrase: '', skill: '', thing: undefined, words: [], quantity: undefined };

function planned(reading: GoalReading, size: PlanSize): { title: string; subgoals: RawSubgoal[]; notice?: string; tones: Tone[] } {
  if (reading.language === 'en' && reading.clauses.length > 0) {
    const { subgoals, starter, ownSteps, tones, fewestDays } = planClauses(reading, size);
    const why = starter ? NOTICES.starter : ownSteps ? NOTICES.ownSteps : undefined;
    // A due date nearer than this kind of goal usually takes (a licence in a month) is said, not silently squeezed.
    const short = reading.days !== null && reading.days < fewestDays ? fill(NOTICES.shortTime, { weeks: String(Math.round(fewestDays / 7)) }) : undefined;
    const notice = [why, short].filter((part) => part !== undefined).join(' ') || undefined;
    return { title: reading.title, subgoals, tones, ...(notice ? { notice } : {}) };
  }
  const borrowed = borrowedKind(reading);
  if (borrowed) {
    const subgoals = archetypePlan(borrowed.archetype, { reading, clause: NAMELESS, size, subgoals: size.subgoals });
    return { title: borrowed.title, subgoals: withOpenEndedForeignHabit(reading, subgoals), tones: [borrowed.archetype.tone], notice: NOTICES.otherLanguage };
  }
  const foreign = foreignPlan(reading, size);
  if (foreign) return { ...foreign, subgoals: withOpenEndedForeignHabit(reading, foreign.subgoals), tones: [] };
  // A language the planner does not write: an English plan about "this goal", and a notice.
  const subgoals = starterPlan({ reading, clause: unreadClause(), size, subgoals: size.subgoals });
  return { title: reading.title, subgoals, tones: [], notice: NOTICES.otherLanguage };
}

/**
 * Answers that do something from the first week end the plan's first task: what the number of
 * guests asks, the obstacle's bite, and for a complete beginner a word from someone further on.
 */
function withFirstWeekBites(subgoals: RawSubgoal[], titles: readonly string[]): RawSubgoal[] {
  const [first, ...rest] = subgoals;
  const [task, ...tasks] = first?.tasks ?? [];
  if (!first || !task || !titles.length) return subgoals;
  return [{ ...first, tasks: [{ ...task, microtasks: [...task.microtasks, ...titles.map((title) => ({ title, minutes: 5, repeat: null }))] }, ...tasks] }, ...rest];
}

/** A year-long aim said with "this year" late in the year: fewer days than this left, and the plan says so. */
const SHORT_YEAR_DAYS = 45;
const THIS_YEAR = /\b(?:this|the)\s+year\b/i;

/** The notices a plan carries, one after the other: why it is a starter plan, and that "this year" leaves only weeks. */
function noticeOf(reading: GoalReading, notice: string | undefined): string | undefined {
  const shortYear = reading.language === 'en' && reading.days !== null && reading.days < SHORT_YEAR_DAYS && reading.dueDate?.endsWith('-12-31') === true && THIS_YEAR.test(reading.text);
  const said = [notice, shortYear ? NOTICES.shortYear : undefined].filter((part) => part !== undefined);
  return said.length > 0 ? said.join(' ') : undefined;
}

export function planGoal(text: string, size: PlanSize, today: CalendarDay, answers: readonly GoalAnswer[] = []): OfflinePlan {
  const read = readGoal(text, today);
  const language = questionLanguage(read);
  const answered = readAnswers(answers, language, today);
  const [lead] = read.clauses;
  // The kind says what a pace, an obstacle and a weekly time do; a plan with no answers needs no second look for it.
  const kind = answers.length > 0 && read.language === 'en' && lead ? matchArchetype(lead) : undefined;
  const reading = completed(read, answered, today, kind);
  const { title, subgoals: made, notice: why, tones } = planned(reading, size);
  const notice = noticeOf(reading, why);
  const words = QUESTION_WORDS[language];
  // Someone who already does it and wants more starts from their usual week, with longer sessions unless their weekly time sets them.
  const going = answered.level === 'going';
  const timed = answered.weekly && kind && lead ? withWeeklySession(made, answered.weekly, workSession(lead, reading), reading.days ?? DEFAULT_DAYS) : made;
  const levelled = going && !answered.weekly ? sessionsLonger(timed, text) : timed;
  const family = answered.obstacle ? obstacleFamily(reading, kind) : 'practice';
  const obstacle = answered.obstacle ? withObstacle(levelled, answered.obstacle, family, language, reading) : undefined;
  const beginner = answered.level === 'new' ? words.beginnerBite : going ? words.goingBite : undefined;
  const firstWeek = [answered.guestsBite, obstacle?.bite, beginner].filter((title) => title !== undefined);
  const subgoals = sayEachActionOnce(withFirstWeekBites(obstacle?.subgoals ?? levelled, firstWeek));
  const cued = TONE_CUES.find(([, pattern]) => pattern.test(text))?.[0];
  return {
    raw: { goal: title, tone: cued ?? tones[0] ?? 'friendly', subgoals },
    dueDate: reading.dueDate,
    ...(notice ? { notice } : {}),
    ...(answered.ifThen ? { ifThen: answered.ifThen } : {}),
  };
}
