// The honest fallback: when no archetype fits, a plan in the shape that works for most goals
// (see the whole job and its smallest part, find help and what it needs, make a start with a slot
// in the week and a plan for the likely obstacle, review), written without the goal's sentence
// pasted into templates: a plan that cannot know the goal says so in plain words, and asks the
// person for their own first things instead (first-things-plan.ts). A goal that says how often
// ("floss every night") is a habit, which needs a cue, the act itself at its pace and a plan for
// the missed day rather than a finish line: it gets the habit's shape, whose act is the goal.

import type { PlanSize } from '../../plan-size.ts';
import { readMoment } from '../reading/cadence.ts';
import { gerund } from '../reading/english-words.ts';
import type { GoalClause, GoalReading, WeeklyTime } from '../reading/read-goal.ts';
import type { ClausePlanRequest, RawBite, RawSubgoal, RawTask } from './plan-parts.ts';
import { inGoalRhythm } from './goal-rhythm.ts';
import { DEFAULT_DAYS, datePhases, keptPhases, sizeFor } from './schedule.ts';
import { findSeams } from './write-title.ts';
import { finishLine, readGoalParts, slotPhrase } from './starter/goal-parts.ts';
import { recipeShape } from './starter/verb-recipes.ts';
import { HABIT_SHAPE, MAKING_VERBS, SHAPE, TRAIT_SHAPE, type Shape, type StarterBite } from './starter-shape.ts';
import { clamp } from '@cakewalk/shared/rules/clamp.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { actMinutes as minutesOfAct } from './act-minutes.ts';

/** How often, said inside the goal ("once a month", "every year"): the act says it where it belongs, not mid-sentence. */
const RATE = /(?<!\s)\s+(?:(?:once|twice|\d+\s+times?)\s+(?:a|per|every|each)\s+(?:month|year|fortnight)|every\s+(?:other\s+)?(?:month|year|fortnight)|(?:monthly|yearly|fortnightly))\b/gi;

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'] as const;

/** The week's sessions as a bite says them: "two 20-minute slots" when the person did not say how much time they have. */
function slotsOf(weekly: WeeklyTime | undefined): string {
  if (!weekly) return 'two 20-minute slots';
  const count = weekly.every === 'week' ? weekly.perPeriod : weekly.every === 'weekday' ? 5 : 7;
  return `${COUNT_WORDS[count] ?? count} ${weekly.minutes}-minute slots`;
}

/** Verbs of goals whose thing is made over many sessions, though not with tools: each session works on it and the plan finishes it. */
const MADE_OVER_TIME = new Set(['record', 'write', 'compose', 'film', 'design', 'produce', 'create', 'draw', 'edit', 'translate', 'illustrate', 'code', 'develop', 'launch', 'publish']);

/** Verbs of an act done once at the end of the work: entering, selling, giving, performing. */
const FINAL_ACTS = new Set(['enter', 'register', 'submit', 'send', 'give', 'sell', 'publish', 'launch', 'perform', 'present', 'exhibit', 'release', 'deliver', 'host', 'sail', 'ride', 'climb', 'cross', 'visit', 'pitch', 'premiere', 'screen', 'donate', 'open']);

const LIGHT_VERBS = new Set(['get', 'be', 'become', 'have', 'go', 'do', 'stay', 'feel']);

/** Where the goal stops naming its thing: "a wooden spoon | for every member of your family". */
const OBJECT_END = /(?<!\s)\s+(?:for|to|with|from|by|in|on|at|about|so|that|before|after|without|and|until|along|across|around|through|into|onto|over|under|behind|beside|near|between|inside|outside)\s+|,(?!\d)|[;(]/i;

/** "every public fountain" -> "the public fountains": an activity is said of them all. */
function everyAsAll(head: string): string {
  const every = /^(?:every|each)\s(.+)$/i.exec(head);
  if (!every?.[1]) return head;
  const plural = every[1].replace(/(?:[sxz]|[cs]h)$/i, '$&e').replace(/([^aeiou])y$/i, '$1ie');
  return `the ${plural}s`;
}

/** Marks off the end, walked back once so any run of them takes linear time. */
function trimEnd(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s,.;:!?-]/.test(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end).trim();
}

/**
 * The goal's verb and the head of its object as an activity: "carving a wooden spoon", "training
 * your border collie"; undefined when the goal has no verb or its object is long or a count.
 */
function doingOf(clause: GoalClause): { doing: string; act: string; someone: string } | undefined {
  const [verb = '', particle] = clause.verb?.split(' ') ?? [];
  const head = everyAsAll(trimEnd(clause.object.split(OBJECT_END)[0] ?? ''));
  // "Go camping", "go fishing": the activity is what follows "go".
  if (verb === 'go' && /^\p{L}+ing$/u.test(head)) return { doing: head, act: `go ${head}`, someone: head };
  // "Get better at touch typing for my new job": the skill grown is the activity.
  const grown = BETTER_AT.exec(clause.phrase)?.[1];
  if (grown) return grownSkill(grown);
  // "getting your finances", "having a baby": a light verb says nothing as an activity.
  if (!verb || LIGHT_VERBS.has(verb)) return undefined;
  // "Take your partner to Lisbon": an act that takes its thing somewhere is no activity without the place.
  if (/^\s*(?:to|into|onto)\s/i.test(clause.object.slice(clause.object.split(OBJECT_END)[0]?.length ?? 0)) && /^(?:take|bring|move|send|get|drive|fly)$/.test(verb)) return undefined;
  const words = head.split(/\s+/);
  if (!head || words.length > 4 || /^\d|^(?:to|how|more|less|better|rid|it|them)\b/i.test(head)) return undefined;
  const doing = [gerund(verb), particle, head].filter(Boolean).join(' ');
  return { doing, act: [verb, particle, head].filter(Boolean).join(' '), someone: doing.replace(/\byour(?:\s+own)?\b/gi, 'a').replace(/\ba ([aeiou])/gi, 'an $1') };
}

const BETTER_AT = /^(?:get|become)\s+(?:better|good|great)\s+(?:at|in)\s+(\S.*)$/i;

/** A skill to grow, short, as the activity: "touch typing" is practised; only a gerund is something someone is seen doing. */
function grownSkill(said: string): { doing: string; act: string; someone: string } | undefined {
  const skill = slotPhrase(said);
  if (!skill || skill.split(/\s+/).length > 4 || /^\d/.test(skill)) return undefined;
  return { doing: skill, act: `practise ${skill}`, someone: /^\p{L}+ing\b/u.test(skill) ? skill : '' };
}

/**
 * What a making goal makes, short, as "the ...": the reading's thing, else the head of its object
 * ("a dry stone wall along the lane" is "the dry stone wall"); "your own cider" is "your cider".
 */
function madeThing(clause: GoalClause): string | undefined {
  const head = trimEnd(clause.object.split(OBJECT_END)[0] ?? '');
  const short = clause.thing && !/\band\b/i.test(clause.thing) ? clause.thing : /^(?:a|an)\s/i.test(head) && head.split(/\s+/).length <= 5 ? head.replace(/^(?:a|an)\s+/i, 'the ') : undefined;
  return short?.replace(/\b(your|their|our|my)\s+own\b/i, '$1');
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const AMOUNT = /[\d\p{Sc}]/u;

/**
 * The bites the goal's own parts say (goal-parts.ts): its main act each session, the thing it
 * makes finished, its second act, what and who it is for. A goal that makes a thing works on
 * that thing; any other does its act. Empty where the goal does not name the part.
 */
function partSlots(clause: GoalClause, reading: GoalReading): Record<'{Work}' | '{Finish}' | '{Act}' | '{Purpose}' | '{Whom}' | '{Done}', string> {
  const own = doingOf(clause);
  const verb = clause.verb?.split(' ')[0]?.toLowerCase() ?? '';
  const making = MAKING_VERBS.has(verb) || MADE_OVER_TIME.has(verb);
  const thing = making ? madeThing(clause) : undefined;
  const parts = readGoalParts(clause, reading.text);
  const minutes = reading.weekly?.minutes ?? 20;
  const done = clause.phrase.replace(RATE, '');
  return {
    // An act that names an amount ("pay off your $4,200 balance") is the goal's end, not a session's work.
    // A long act in a timer ("Digitize all your old family photos for 20 minutes") is the goal pasted: the week's slots say it instead.
    // A goal that makes a thing it cannot name short ("grow giant pumpkins"), or whose act is done once ("sell old stuff"), is no act for a timer.
    '{Work}': thing ? `Work on ${thing} for ${minutes} minutes` : own && !making && !FINAL_ACTS.has(verb) && !AMOUNT.test(own.act) && own.act.split(' ').length <= 4 ? `${capital(own.act)} for ${minutes} minutes` : '',
    '{Finish}': thing ? `Finish ${thing}` : '',
    '{Act}': parts.acts[0] ? capital(parts.acts[0]) : '',
    '{Purpose}': parts.purpose ? capital(parts.purpose) : '',
    '{Whom}': !parts.forWhom ? '' : thing ? `Give ${thing} to ${parts.forWhom}` : `Show ${parts.forWhom} what you have done`,
    // "Enter a carving at the county fair": a goal whose act is done once ends with doing it, when no later act does.
    '{Done}': FINAL_ACTS.has(verb) && !parts.acts.length && !parts.forWhom && done.split(' ').length <= 12 ? capital(done) : '',
  };
}

/** One session of the goal's own work at the week's length ("Work on the old bicycle for 30 minutes"), when the goal names it. */
export const workSession = (clause: GoalClause, reading: GoalReading): string | undefined => partSlots(clause, reading)['{Work}'] || undefined;

function fill(template: string, clause: GoalClause, reading: GoalReading): string | undefined {
  const part = Object.entries(partSlots(clause, reading)).find(([slot]) => template === slot);
  if (part) return part[1] || undefined;
  const whole = (clause.verb ? clause.phrase : clause.object).replace(RATE, '');
  const title = template
    .replace('{Goal}', whole.charAt(0).toUpperCase() + whole.slice(1))
    .replace('{goal}', whole)
    .replace('{target}', finishLine(clause.quantity) ?? '')
    .replace('{slots}', slotsOf(reading.weekly))
    .replace('{doing}', doingOf(clause)?.doing ?? '')
    .replace('{someone}', doingOf(clause)?.someone ?? '');
  return findSeams(title).length ? undefined : title;
}

/** "Be more patient", "become a better listener", "get better at chess": a way of being or a skill to grow. */
const isTrait = (clause: GoalClause) => /^(?:(?:be|become)\s+(?:a\s+|an\s+)?(?:better|more|less|kinder|calmer|nicer)\b|(?:be|become)\s+(?:a|an)\s+\S+er\b|(?:get|grow)\s+better\s+at\b|improve\s+at\b)/i.test(clause.phrase);

/** Acts that take a while each time: a call, a walk or a session is not a 5-minute thing. */
export const LONGER_ACTS: ReadonlySet<string> = new Set(['call', 'phone', 'visit', 'walk', 'run', 'jog', 'swim', 'cycle', 'ride', 'read', 'practise', 'practice', 'play', 'write', 'cook', 'clean', 'tidy', 'study', 'draw', 'paint', 'garden', 'train', 'work', 'meet', 'go']);

/**
 * Minutes the goal gives its act ("10 minutes", "an hour"), or what its act takes each time
 * (lifting weights or a swim is no 5-minute thing); 15 for another act that takes a while.
 */
function actMinutes(clause: GoalClause, fallback: number): number {
  const said = /^(\d+)\s*(?:min|mins|minutes?)$/i.exec(clause.quantity?.text ?? '');
  if (said) return clamp(Number(said[1]), { min: 5, max: LIMITS.biteMinutes.max });
  return minutesOfAct(clause.phrase, LONGER_ACTS.has(clause.verb?.split(' ')[0] ?? '') ? 15 : fallback);
}

interface Chosen {
  bite: StarterBite;
  title: string;
}

/**
 * The bites each kept phase holds, in order, cut to the plan's size: a bite that refers to what an
 * earlier one makes ("that list", "the job you circled") is kept only when that one is, else its
 * `instead` takes its place.
 */
function chosenPhases(phases: Shape, clause: GoalClause, reading: GoalReading, size: PlanSize): { title: string; tasks: { title: string; bites: Chosen[] }[] }[] {
  const made = new Set<StarterBite['makes']>();
  const choose = (bite: StarterBite): Chosen[] => {
    if (bite.needsTarget && !clause.quantity) return [];
    if (bite.obstacle && reading.obstacleNamed) return [];
    const own = doingOf(clause) !== undefined;
    if (bite.needsDoing && !own) return [];
    const template = bite.parts ? bite.verbal : clause.verb && (own || !/\{(?:doing|someone)\}/.test(bite.verbal)) ? bite.verbal : bite.nominal;
    const title = fill(template, clause, reading);
    // A part the goal does not name gives way to its stand-in ("{Work}" to the week's slots).
    return title ? [{ bite, title }] : bite.instead && !bite.needs ? choose(bite.instead) : [];
  };
  const honest = (chosen: Chosen): Chosen[] => {
    const { bite } = chosen;
    if (bite.needs && !made.has(bite.needs)) return bite.instead ? choose(bite.instead) : [];
    if (bite.makes) made.add(bite.makes);
    return [chosen];
  };
  return phases.map((phase) => ({
    title: phase.title,
    tasks: phase.tasks
      .filter((task) => !task.making || MAKING_VERBS.has(clause.verb?.toLowerCase() ?? ''))
      .map((task) => ({ title: task.title, bites: task.bites.flatMap(choose).slice(0, size.microtasksPerTask) }))
      // A task with none of its parts named gives its place to the next, before the plan's size cuts any.
      .filter((task) => task.bites.length > 0)
      .slice(0, size.tasksPerSubgoal)
      .flatMap((task) => {
        const bites = task.bites.flatMap(honest);
        return bites.length ? [{ title: task.title, bites }] : [];
      }),
  }));
}

/** A starter bite as the plan holds it: the habit's act with the goal's moment and minutes, each at the goal's or the week's rhythm. */
function writeStarterBite({ bite, title }: Chosen, clause: GoalClause, reading: GoalReading, days: number): RawBite {
  const minutes = bite.act ? actMinutes(clause, bite.minutes) : bite.minutes;
  // The act keeps the moment the goal ties it to: "Call your mum on Sundays", not "Call your mum".
  const moment = bite.act ? readMoment(reading.text) : undefined;
  const acted = moment && !title.toLowerCase().includes(moment.toLowerCase()) ? `${title} ${moment}` : title;
  return inGoalRhythm({ title: acted, minutes, own: bite.repeat, ...(bite.practice === false ? { practice: false } : {}) }, reading, 'week', days);
}

/** A phase that does the work again and again, not one that only plans or looks back. */
const doesTheWork = (phase: Shape[number]) => phase.tasks.some((task) => task.bites.some((bite) => bite.repeat !== undefined && bite.practice !== false));

/** The shape's phases written for the goal and dated to its timeframe. */
export function writeShape(shape: Shape, { reading, clause, size: asked, subgoals }: ClausePlanRequest): RawSubgoal[] {
  const size = sizeFor(reading.days, asked);
  const days = reading.days ?? DEFAULT_DAYS;
  const phases = chosenPhases(keptPhases(shape, subgoals, days, subgoals < size.subgoals ? doesTheWork : undefined, true), clause, reading, size);
  const write = (phase: (typeof phases)[number], length: number): RawTask[] =>
    phase.tasks.map((task) => ({ title: task.title, microtasks: task.bites.map((chosen) => writeStarterBite(chosen, clause, reading, length)) }));
  return datePhases(days, phases, write, reading.cadence !== undefined || reading.days === null).map(({ phase, window, tasks }) => ({
    title: reading.days === null ? phase.title : `${phase.title} ${window.label}`,
    tasks,
  }));
}

export function starterPlan(request: ClausePlanRequest): RawSubgoal[] {
  const { reading, clause } = request;
  return writeShape(reading.cadence && clause.verb ? HABIT_SHAPE : isTrait(clause) ? TRAIT_SHAPE : (recipeShape(clause, reading.text) ?? SHAPE), request);
}
