// Writes a plan from an archetype: its phases cut to the size asked for and to the timeframe,
// each phase dated to its share of the timeframe, habit bites repeating through their phase,
// and the goal's own words in the slots.

import type { Archetype, ArchetypeBite } from '../archetype.ts';
import { paceOf } from './pace.ts';
import type { ClausePlanRequest, RawBite, RawSubgoal, RawTask } from './plan-parts.ts';
import type { GoalClause, GoalReading, Level } from '../reading/read-goal.ts';
import { atGoalMoment, inGoalRhythm } from './goal-rhythm.ts';
import { withOwnAmount, withShareOfTotal, withWeeklyShare } from './own-amount.ts';
import { withoutDone } from './already-done.ts';
import { readTimeOfCosts, type TimeOfCosts } from '../reading/quantity.ts';
import { readMoment } from '../reading/cadence.ts';
import { DEFAULT_DAYS, datePhases, keptPhases, sizeFor } from './schedule.ts';
import { LONGER_ACTS } from './starter-plan.ts';
import type { Slots } from './write-title.ts';
import { writeTitle } from './write-title.ts';
import { personSlots } from '../reading/person.ts';
import { TARGET } from './starter-shape.ts';
import { actMinutes } from './act-minutes.ts';
import { closingActs, closingMinutes } from './ending/closing-act.ts';
import { finishLine, readGoalParts, slotPhrase } from './starter/goal-parts.ts';
import { isOneTimeAct } from './starter/one-time-act.ts';
import { STOP_WORDS } from '../reading/english-words.ts';

/**
 * What someone who has done it before has done already: a beginner's lesson, guide or kit, the
 * first try, the setting up. The doctor, the booking, the criteria are for every level.
 */
const BEGINNER = /\b(?:beginners?|basics|taster|first\s+(?:lesson|class|jog|run|go|try)|placement\s+test|hello\s+world|induction)\b|^(?:install|try\s+on|find\s+a\s+pair|set\s+up)\b/i;
/**
 * Getting the things it takes: someone coming back to it may need the paint, the treats or the
 * study guide again, so only someone who already does it has them.
 */
const BOUGHT = /^(?:buy|borrow|rent|order)\b/i;

/**
 * The phases without what the person has already done: coming back to it skips the beginner's
 * bites of the getting-started phase; already doing it skips them everywhere. A phase left empty
 * goes.
 */
function levelled(phases: Archetype['phases'], level: Level | undefined): Archetype['phases'] {
  if (level !== 'returning' && level !== 'going') return phases;
  return phases.flatMap((phase, i) => {
    if (level === 'returning' && i > 0) return [phase];
    const tasks = phase.tasks.flatMap((task) => {
      const bites = task.bites.filter((bite) => !BEGINNER.test(bite.plain ?? bite.title) && (level === 'returning' || !BOUGHT.test(bite.plain ?? bite.title)));
      return bites.length ? [{ ...task, bites }] : [];
    });
    return tasks.length ? [{ ...phase, tasks }] : [];
  });
}

const hasHabit = (phase: Archetype['phases'][number]) => phase.tasks.some((task) => task.bites.some((bite) => bite.repeat !== undefined));

/** A phrase of `only` or `unless` ("become a") said whole in the goal. */
const saysPhrase = (phrase: string, said: string) => new RegExp(`(?<![\\p{L}])${RegExp.escape(phrase)}(?![\\p{L}])`, 'iu').test(said);

function writeBite(bite: ArchetypeBite, slots: Slots, reading: GoalReading, days: number, { words, quantity, phrase }: Pick<GoalClause, 'words' | 'quantity' | 'phrase'>): RawBite | undefined {
  const names = (word: string) => (word.includes(' ') ? saysPhrase(word, phrase) : words.some((said) => said === word || said === `${word}s`));
  if ((bite.only && !bite.only.some(names)) || bite.unless?.some(names)) return undefined;
  const full = writeTitle(bite.title, slots);
  const template = full ? bite.title : bite.plain;
  const written = full ?? (bite.plain ? writeTitle(bite.plain, slots) : undefined);
  if (!written || !template) return undefined;
  const title = withOwnAmount(written, quantity);
  const rhythm = inGoalRhythm({ title, template, minutes: bite.minutes, own: bite.repeat }, reading, reading.weekly?.every ?? 'day', days);
  // The pace the person said they can keep shares out their week; else a dated total is shared out over the times to its date.
  return reading.pace ? withWeeklyShare(rhythm, template, reading.pace) : withShareOfTotal(rhythm, template, quantity, reading.dueDate !== null);
}

/** "better at speaking Spanish" fills a slot as "Spanish": a textbook is for the language, not for being better at speaking it. */
const grown = (said: string) => said.replace(/^(?:better|good|great|fluent)\s+(?:at|in)\s+(?:(?:speaking|talking|reading|writing)\s+(?=\S))?/i, '');

/**
 * "the ukulele" of a goal to learn to play it, "the methods chapter" of "the methods chapter of
 * your dissertation": a short thing with its article, before what it is part of, is the thing the plan names.
 */
function theOf(object: string | undefined): string | undefined {
  const thing = object?.split(/(?<!\s)\s+of\s+/)[0];
  return thing && /^(?:the|your|a|an)\s+\S+(?:\s+\S+){0,2}$/i.test(thing) ? thing.replace(/^(?:a|an)\s+/i, 'the ') : undefined;
}

export function archetypePlan(archetype: Archetype, { reading, clause, size: asked, subgoals }: ClausePlanRequest): RawSubgoal[] {
  const size = sizeFor(reading.days, asked);
  const parts = readGoalParts(clause, reading.text);
  // "6 months of expenses" is an amount still to work out: no bite writes "6 months" as a sum or divides it.
  const costs = readTimeOfCosts(reading.text);
  const sum = costs ? undefined : clause.quantity;
  const object = slotPhrase(grown(parts.object), clause.verb);
  // "to play the violin": a kind that sorts the instrument says it its own way, and the person's first things name it.
  const learnt = /^(?:how\s+)?to\s/i.test(parts.object);
  const slots: Slots = { goal: clause.verb ? clause.phrase : undefined, object, the: clause.thing ?? (learnt ? undefined : theOf(object)), skill: slotPhrase(grown(clause.skill), clause.verb), target: sum?.text, pace: reading.pace ? `${reading.pace.text} a ${reading.pace.per}` : paceOf(sum, reading.days), ...personSlots(reading.text) };
  const ahead = withoutDone(levelled(archetype.phases, reading.level), reading.done);
  const days = reading.days ?? DEFAULT_DAYS;
  const write = (phase: Archetype['phases'][number], length: number): RawTask[] =>
    phase.tasks.slice(0, size.tasksPerSubgoal).flatMap((task) => {
      const bites = task.bites
        .flatMap((bite) => writeBite(bite, slots, reading, length, clause) ?? [])
        .slice(0, size.microtasksPerTask);
      return bites.length ? [{ title: task.title, microtasks: bites }] : [];
    });
  // A total the practice adds up to by the date ("40 books by next December") is reached by the
  // practice, so it runs to the due date, as a habit goal's does.
  const total = clause.quantity !== undefined && !clause.quantity.per && /^[\d,.]+\s+(?:books?|pages?|words?|chapters?|poems?|stories|songs?|sketches|drawings?|paintings?)\b/i.test(clause.quantity.text);
  const planned = datePhases(days, keptPhases(ahead, subgoals, days, subgoals < size.subgoals ? hasHabit : undefined), write, reading.cadence !== undefined || reading.days === null || total).map(({ phase, window, tasks }) => ({
    title: reading.days === null ? phase.title : `${phase.title} ${window.label}`,
    tasks,
  }));
  const shaped = withAct(withMoment(sayOnceInFull(planned, [slots.object, slots.the]), reading), reading, clause);
  const pace = racePace(reading.text);
  const targeted = costs ? withCostsWorkedOut(shaped, costs) : pace ? withRacePace(shaped, pace) : withTarget(shaped, clause);
  return withLastActs(targeted, ownAct(targeted, clause, object, reading.text), [...parts.acts, ...(parts.purpose ? [parts.purpose] : [])]);
}

/**
 * "Make fresh pasta from scratch", "Paint a landscape in oils": a kind's plan that never names the
 * goal's own thing ends with the goal's act on it, so the plan gets there rather than to the kind's
 * usual end. A goal about how often or how much, or a state, a feeling or an endurance, is said by its practice instead.
 */
function ownAct(subgoals: RawSubgoal[], clause: GoalClause, object: string | undefined, goal: string): string[] {
  const head = object?.toLowerCase().match(/(?<!\p{L})\p{L}+$/u)?.[0];
  if (!clause.verb || !object || !head || head.length < 4 || STOP_WORDS.has(head) || clause.quantity || /\b(?:how|to)\b/i.test(clause.object) || !isOneTimeAct(clause.verb, clause.object, goal)) return [];
  const said = JSON.stringify(subgoals).toLowerCase();
  return new RegExp(`(?<![\\p{L}])${RegExp.escape(head.replace(/s$/, ''))}`, 'u').test(said) ? [] : [`${clause.verb} ${object}`];
}

/**
 * A second act the goal names ("and hang it in the garden") or what it is for ("so I can perform
 * at my nephew's party") ends its plan when no bite does it: the kind's plan gets there, the goal
 * goes on to use it. The goal's own act closes it only as one sitting (`ending/closing-act.ts`).
 */
function withLastActs(subgoals: RawSubgoal[], own: readonly string[], after: readonly string[]): RawSubgoal[] {
  const titles = subgoals.flatMap((subgoal) => subgoal.tasks.flatMap((task) => task.microtasks.map((bite) => bite.title)));
  const missing = closingActs(own, after, titles);
  const last = subgoals.at(-1);
  const task = last?.tasks.at(-1);
  if (!missing.length || !last || !task) return subgoals;
  const bites = missing.map((act) => ({ title: act.charAt(0).toUpperCase() + act.slice(1), minutes: closingMinutes(act), repeat: null }));
  return [...subgoals.slice(0, -1), { ...last, tasks: [...last.tasks.slice(0, -1), { ...task, microtasks: [...task.microtasks, ...bites] }] }];
}

/**
 * A number of people ("12 friends", "80 guests") is how big it is, never a mark to reach: it is
 * said where the plan counts who comes ("Write the guest list of 12 friends").
 */
function withHeadcount(subgoals: RawSubgoal[], people: string): RawSubgoal[] {
  let said = false;
  const say = (title: string) => {
    if (said || !HEADCOUNT.test(title)) return title;
    said = true;
    return title.replace(HEADCOUNT, (found) => `${found} (${people})`);
  };
  return subgoals.map((subgoal) => ({ ...subgoal, tasks: subgoal.tasks.map((task) => ({ ...task, microtasks: task.microtasks.map((bite) => ({ ...bite, title: say(bite.title) })) })) }));
}
const HEADCOUNT = /\b(?:guest\s+list|audience\s+size|list\s+of\s+who\s+is\s+coming|head\s*count|numbers)\b/i;

const PEOPLE = /^[\d,.]+\s+(?:guests?|people|persons?|friends?|attendees|visitors|kids|children|families|couples|colleagues|neighbours|neighbors)\b/i;

/**
 * The goal's own number ("$4,200", "80k words") is in its plan: a kind whose bites do not say it
 * opens with it written where the person sees it.
 */
function withTarget(subgoals: RawSubgoal[], clause: GoalClause): RawSubgoal[] {
  if (PEOPLE.test(clause.quantity?.text ?? '')) return withHeadcount(subgoals, clause.quantity?.text ?? '');
  const target = finishLine(clause.quantity);
  const [first, ...rest] = subgoals;
  const [task, ...tasks] = first?.tasks ?? [];
  if (!target || !first || !task || JSON.stringify(subgoals).toLowerCase().includes(target.toLowerCase())) return subgoals;
  const bite = { title: TARGET.replace('{target}', target), minutes: 10, repeat: null };
  return [{ ...first, tasks: [{ ...task, microtasks: [bite, ...task.microtasks] }, ...tasks] }, ...rest];
}

/** A race's distance in km, by its name or its figure: "half marathon", "10k", "5 km", "10 miles". */
const DISTANCES: readonly [RegExp, number][] = [
  [/\bhalf[\s-]+marathon\b/i, 21.1],
  [/\bmarathon\b/i, 42.2],
  [/\b(\d+(?:\.\d+)?)\s*(?:k|km|kilometres?|kilometers?)\b/i, 1],
  [/\b(\d+(?:\.\d+)?)\s*(?:miles?|mi)\b/i, 1.609],
];
/** "in under 2 hours", "sub-50 minutes", "in less than 25:00": the time a race is to be run within. */
const UNDER = /\b(?:under|sub|below|less\s+than|faster\s+than|break)[\s-]*(\d+(?:[.:]\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m)?\b/i;

interface RacePace {
  /** The time as the goal says it: "under 2 hours". */
  said: string;
  /** Minutes and seconds a km: "5:41". */
  perKm: string;
}

/** Minutes a km faster than anyone runs a race: a clock time that gives it is hours and minutes. */
const SLOWEST_RECORD_PACE = 2.5;

/** A goal about running or a race: a time in any other goal is no pace. */
const RUNNING = /\b(?:run|running|race|jog|jogging|marathon|parkrun|\d+k)\b/i;

function racePace(text: string): RacePace | undefined {
  const under = RUNNING.test(text) ? UNDER.exec(text) : null;
  if (!under?.[1]) return undefined;
  const [whole = '0', part = '0'] = under[1].split(/[.:]/);
  const hours = /^h/i.test(under[2] ?? '') || (!under[2] && Number(whole) < 6 && !under[1].includes(':'));
  const clock = under[1].includes(':');
  // "3:30" for a marathon is hours and minutes, "18:30" for a 5k minutes and seconds: whichever gives a pace a person runs.
  const asMinutes = clock ? Number(whole) + Number(part) / 60 : hours ? Number(under[1]) * 60 : Number(under[1]);
  const distance = DISTANCES.reduce<number | undefined>((found, [pattern, factor]) => {
    if (found) return found;
    const said = pattern.exec(text.slice(0, under.index) + text.slice(under.index + under[0].length));
    return said ? (said[1] ? Number(said[1]) : 1) * factor : undefined;
  }, undefined);
  if (!distance || !(asMinutes > 0)) return undefined;
  const minutes = clock && asMinutes / distance < SLOWEST_RECORD_PACE ? (Number(whole) * 60 + Number(part)) : asMinutes;
  const seconds = Math.floor((minutes * 60) / distance);
  const unit = under[1].includes(':') ? '' : hours ? (Number(under[1]) === 1 ? ' hour' : ' hours') : ' minutes';
  return { said: `under ${under[1]}${unit}`, perKm: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` };
}

/** A race to run within a time has that time and the pace it takes in its plan: goal pace is a number. */
function withRacePace(subgoals: RawSubgoal[], { said, perKm }: RacePace): RawSubgoal[] {
  let paced = false;
  const pace = (title: string) => {
    if (paced || !/\bgoal\s+pace\b/i.test(title)) return title;
    paced = true;
    return title.replace(/\bgoal\s+pace\b/i, `goal pace (${perKm} per km)`);
  };
  const [first, ...rest] = subgoals.map((subgoal) => ({ ...subgoal, tasks: subgoal.tasks.map((task) => ({ ...task, microtasks: task.microtasks.map((bite) => ({ ...bite, title: pace(bite.title) })) })) }));
  const [task, ...tasks] = first?.tasks ?? [];
  if (!first || !task) return subgoals;
  const bite = { title: `Write “${said}” in your training log, with the pace it takes: ${perKm} per km`, minutes: 5, repeat: null };
  return [{ ...first, tasks: [{ ...task, microtasks: [bite, ...task.microtasks] }, ...tasks] }, ...rest];
}

/** The sum an amount said in time stands for, worked out first: "6 months of expenses" is six times a month's essential costs. */
function withCostsWorkedOut(subgoals: RawSubgoal[], { count, unit, of }: TimeOfCosts): RawSubgoal[] {
  const [first, ...rest] = subgoals;
  const [task, ...tasks] = first?.tasks ?? [];
  if (!first || !task) return subgoals;
  const bite = { title: `Add up one ${unit} of ${of} and multiply it by ${count}`, minutes: 15, repeat: null };
  return [{ ...first, tasks: [{ ...task, microtasks: [bite, ...task.microtasks] }, ...tasks] }, ...rest];
}

/** A goal's number that says how long each time is, not what is done. */
const TIME_SAID = /\b(?:minutes?|mins?|hours?|hrs?)\b/i;

/** Minutes of an act that takes a while each time. */
const ACT_MINUTES = 15;

/**
 * A habit goal that says what it does ("Do 30 squats every evening", "Call my grandma every
 * Sunday") has that act in its plan, beside its first practice bite and repeating as it does:
 * a kind's plan about push-ups or family evenings would otherwise drop the squats or the call.
 */
function withAct(subgoals: RawSubgoal[], reading: GoalReading, clause: GoalClause): RawSubgoal[] {
  const { cadence } = reading;
  if (!clause.verb) return subgoals;
  const named = clause.quantity?.text ?? clause.object.split(/\s+/).at(-1) ?? '';
  const ownCadence = reading.clauses.length === 1 || /\b(?:every|each|daily|weekly|on|a\s+(?:day|week))\b/i.test(clause.phrase);
  // "Walk 30 minutes every lunchtime": the act is said when a bite of its verb names it, not when a card says "30 minutes".
  const verb = clause.verb.split(' ')[0] ?? '';
  const all = subgoals.flatMap((subgoal) => subgoal.tasks.flatMap((task) => task.microtasks));
  const bites = all.map((bite) => bite.title.toLowerCase());
  // A bite at the goal's cadence that lasts the time it says ("Sit for 10 minutes and count your
  // breaths" for meditating 10 minutes every morning) is the act, said in the kind's words.
  const practised = Boolean(cadence) && TIME_SAID.test(named) && all.some((bite) => bite.repeat?.every === cadence?.every && bite.minutes === reading.sessionMinutes && bite.title.toLowerCase().includes(named.toLowerCase()));
  const acted = practised || bites.some((title) => title.includes(named.toLowerCase()) && (!TIME_SAID.test(named) || title.startsWith(verb)));
  if (!cadence || !named || !ownCadence || acted) return subgoals;
  const moment = readMoment(reading.text);
  const phrase = clause.phrase.charAt(0).toUpperCase() + clause.phrase.slice(1);
  const title = moment && !phrase.toLowerCase().includes(moment) ? `${phrase} ${moment}` : phrase;
  let placed = false;
  return subgoals.map((subgoal) => ({
    ...subgoal,
    tasks: subgoal.tasks.map((task) => {
      const practice = task.microtasks.find((bite) => bite.repeat?.every === cadence.every);
      if (placed || !practice?.repeat) return task;
      placed = true;
      // A call, a walk or a visit is not a 5-minute thing, whatever the bite beside it takes.
      // An evening out or a family meal says its own length, whatever its light verb ("have", "go on").
      const minutes = reading.sessionMinutes ?? actMinutes(title, LONGER_ACTS.has(clause.verb?.split(' ')[0] ?? '') ? Math.max(ACT_MINUTES, practice.minutes ?? 0) : (practice.minutes ?? 10));
      return { ...task, microtasks: [{ title, minutes, repeat: practice.repeat }, ...task.microtasks] };
    }),
  }));
}

/** The plan with the goal's moment said in its first practice bite. */
function withMoment(subgoals: RawSubgoal[], reading: GoalReading): RawSubgoal[] {
  const said = atGoalMoment(subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks)), reading, readMoment(reading.text));
  let at = 0;
  return subgoals.map((subgoal) => ({ ...subgoal, tasks: subgoal.tasks.map((task) => ({ ...task, microtasks: task.microtasks.map((bite) => said[at++] ?? bite) })) }));
}

const CUT = /\s(?:in|on|for|with|to|from|of|onto|into|at|so|that|which|by|before|after|around|across|through|along|round|via)\s/i;

/** "the leaking kitchen tap" -> "the tap", "your grandfather's 1968 Vespa" -> "your Vespa"; a short phrase as it is. */
function shortName(phrase: string): string {
  const named = phrase.split(CUT)[0] ?? phrase;
  const words = named.split(/\s+/);
  // "your thesis chapter 3": a bare number names its thing with the word before it; "a 25 minute 5k" is the 5k.
  const head = /^\d+$/.test(words.at(-1) ?? '') ? words.slice(-2).join(' ') : (words.at(-1) ?? '');
  // "the half marathon", "your credit card": three words or fewer are the thing's name; "the road trip around Scotland" is "the road trip".
  if (words.length < 4) return /^(?:the|your)\s/i.test(named) && named !== phrase ? named : phrase;
  if (!/^[\p{L}\p{N}][\p{L}\p{N}' -]*$/u.test(head)) return phrase;
  return `${/^your\b/i.test(named) ? 'your' : 'the'} ${head}`;
}

/** A long name of the goal's thing is said whole in the first bite that names it, and short after, as a person would. */
function sayOnceInFull(subgoals: RawSubgoal[], phrases: readonly (string | undefined)[]): RawSubgoal[] {
  const long = [...new Set(phrases.flatMap((phrase) => (phrase && shortName(phrase) !== phrase ? [phrase] : [])))].sort((a, b) => b.length - a.length);
  if (long.length === 0) return subgoals;
  const said = new Set<string>();
  const once = (title: string) =>
    long.reduce((text, phrase) => {
      if (!text.includes(phrase)) return text;
      if (!said.has(phrase)) {
        said.add(phrase);
        return text;
      }
      return text.replaceAll(phrase, shortName(phrase));
    }, title);
  return subgoals.map((subgoal) => ({ ...subgoal, tasks: subgoal.tasks.map((task) => ({ ...task, microtasks: task.microtasks.map((bite) => ({ ...bite, title: once(bite.title) })) })) }));
}
