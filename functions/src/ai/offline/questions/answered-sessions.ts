// What an answer does to the plan's own sessions, the bites that repeat and take a stretch of
// time ("Run 15 minutes at a pace where you can still talk", "Do one app lesson"): someone short on
// time gets shorter ones, someone too tired after work does them before work, and someone who
// already does it and wants more gets longer ones. Tallies, reviews and bites with a moment of
// their own ("after lunch", "today") are no sessions, and a length the goal wrote stays as said.

import type { RawBite, RawSubgoal } from '../compose/plan-parts.ts';
import { isPracticeTitle } from '../compose/goal-rhythm.ts';
import { gerund } from '../reading/english-words.ts';
import type { GoalClause } from '../reading/read-goal.ts';

/** Lengths a session steps through, shortest first. */
const LENGTHS = [5, 10, 15, 20, 30, 45, 60, 75, 90] as const;

/** A session takes at least this long; a 5-minute bite is a single act, not a session. */
const SESSION_MINUTES = 10;

const MINUTE_WORDS = String.raw`(?:minutes?|minutos|minuten|minuti|minuut|minütige)\b|-minute\b`;
const SAID_MINUTES = new RegExp(String.raw`(?<!\d)(\d+)(?=[\s-]*(?:${MINUTE_WORDS}))`, 'iu');
/** "Write down everything you eat today": a thing of every day, not a session one can move or cut. */
const EVERY_DAY_THING = /\b(?:today|tonight|each\s+meal|at\s+(?:breakfast|lunch|dinner))\b/i;

const isSession = (bite: RawBite): boolean => Boolean(bite.repeat) && (bite.minutes ?? 0) >= SESSION_MINUTES && isPracticeTitle(bite.title) && !EVERY_DAY_THING.test(bite.title);

function mapSessions(subgoals: readonly RawSubgoal[], change: (bite: RawBite) => RawBite): RawSubgoal[] {
  return subgoals.map((subgoal) => ({ ...subgoal, tasks: subgoal.tasks.map((task) => ({ ...task, microtasks: task.microtasks.map((bite) => (isSession(bite) ? change(bite) : bite)) })) }));
}

/**
 * A session's length moved `by` steps, in its title and its minutes: only a length the title says
 * and the goal did not ("meditate 10 minutes" keeps its 10).
 */
function stepped(bite: RawBite, by: -1 | 1, goal: string): RawBite {
  const said = Number(SAID_MINUTES.exec(bite.title)?.[1]);
  const at = LENGTHS.indexOf(said as (typeof LENGTHS)[number]);
  const next = LENGTHS[at + by];
  if (at < 0 || next === undefined || new RegExp(String.raw`(?<!\d)${said}[\s-]*(?:min|minutes?)\b`, 'i').test(goal)) return bite;
  return { ...bite, title: bite.title.replace(SAID_MINUTES, String(next)), minutes: next };
}

/** Shorter sessions for someone short of time: 15 minutes become 10, 30 become 20. */
export const sessionsShorter = (subgoals: readonly RawSubgoal[], goal: string): RawSubgoal[] => mapSessions(subgoals, (bite) => stepped(bite, -1, goal));

/** Longer sessions for someone who already does it and wants more: 15 minutes become 20. */
export const sessionsLonger = (subgoals: readonly RawSubgoal[], goal: string): RawSubgoal[] => mapSessions(subgoals, (bite) => stepped(bite, 1, goal));

/** A bite that already says when it happens keeps its moment, in any of the planner's languages ("bevor du das Licht ausmachst"). */
const HAS_MOMENT = /(?<!\p{L})(?:before|after|morning|evening|night|bed|lunch|dinner|breakfast|commute|work|bevor|vor|nach|morgens|abends|antes|después|mañana|noche|cama|avant|après|matin|soir|lit|prima|dopo|mattina|sera|letto|voor|na|ochtend|avond|depois|manhã|noite)(?!\p{L})/iu;

/** Sessions done `earlier` ("before work"), for someone too tired after work. */
export const sessionsEarlier = (subgoals: readonly RawSubgoal[], earlier: string): RawSubgoal[] =>
  mapSessions(subgoals, (bite) => (HAS_MOMENT.test(bite.title) || bite.title.includes(earlier) ? bite : { ...bite, title: `${bite.title}, ${earlier}` }));

/** Verbs of goals that are an activity in themselves: "Write a memoir" is writing. */
const ACTIVITIES = new Set(['run', 'jog', 'swim', 'walk', 'cycle', 'ride', 'row', 'hike', 'climb', 'skate', 'ski', 'surf', 'dance', 'sing', 'write', 'read', 'draw', 'paint', 'sketch', 'meditate', 'stretch', 'bake', 'cook', 'knit', 'sew', 'study', 'revise', 'train', 'lift', 'garden', 'journal', 'code']);
/** Verbs that say a thing will be learnt or practised: "Learn Spanish" is Spanish practice. */
const LEARNING = new Set(['learn', 'study', 'practise', 'practice', 'improve']);
/** Verbs that lead to the activity after them: "start running", "go swimming". */
const LEADS = new Set(['start', 'begin', 'go', 'keep', 'take']);
/** Verbs that take up an activity named by a noun: "do yoga", "start pilates", "take up tai chi", "get into climbing". */
const TAKES_UP = new Set(['do', 'start', 'begin', 'try', 'take up', 'get']);
/** An activity of a word or two, with no article: "yoga", "tai chi"; "a business" is a thing, not a practice. */
const ACTIVITY_NOUN = /^(?:(?:into|up)\s+)?(\p{Ll}+(?:\s\p{Ll}+)?)$/u;

/**
 * The goal's own activity, for a bite about its practice: "running" for "Start running",
 * "climbing" for "Get stronger at climbing", "Spanish practice" for "Learn Spanish", "yoga" for
 * "Do yoga". Undefined when the goal names none: a bite's verb ("holding" of a plank) is no
 * practice of the goal's, so the line says the practice in general instead.
 */
export function practiceDoing(clause: Pick<GoalClause, 'verb' | 'object' | 'skill'> | undefined): string | undefined {
  if (!clause) return undefined;
  const verb = clause.verb?.split(' ')[0]?.toLowerCase() ?? '';
  const words = clause.object.split(/\s+/);
  const first = words[0]?.toLowerCase() ?? '';
  if (LEADS.has(verb) && /^[a-z]+ing$/.test(first)) return first;
  const noun = ACTIVITY_NOUN.exec(clause.object)?.[1];
  // "get" takes up an activity only "into" it: "get fit" names no practice.
  if (noun && TAKES_UP.has(clause.verb?.toLowerCase() ?? '') && (verb !== 'get' || /^into\s/.test(clause.object))) return noun;
  if (ACTIVITIES.has(verb)) return gerund(verb);
  // "learn to play the cello" is read as "playing the cello".
  if (LEARNING.has(verb) && /^[a-z]+ing\s/.test(clause.skill) && clause.skill.split(/\s+/).length <= 4) return clause.skill;
  const at = /\b(?:at|in)\s+([a-z]+ing)\b/.exec(clause.object)?.[1];
  if (at) return at;
  // "Spanish", "the piano": a thing learnt of a word or two, before what it is for.
  const learnt = clause.object.split(/(?<!\s)\s+(?:for|to|with|by|in|before|so|\d)/)[0]?.replace(/^(?:the|a|an|my|your)\s+/i, '') ?? '';
  return LEARNING.has(verb) && /^\p{L}+(?:\s\p{L}+)?$/u.test(learnt) && !/^to\s/.test(clause.object) ? `${learnt} practice` : undefined;
}
