// A goal of a known kind keeps the first things the person said it will take, merged into the
// kind's plan rather than stacked above it: a thing the kind already has a bite for ("Book a
// lesson" and "Choose a beginner course or book one lesson", "Update LinkedIn" and "Refresh your
// LinkedIn headline") is that bite, moved to the front, so its own written steps still split it;
// any other thing opens the plan in the person's words. Either way the answer changes the plan.

import { STOP_WORDS } from '../reading/english-words.ts';
import { withFirstThingFigure } from './own-amount.ts';
import type { RawBite, RawSubgoal } from './plan-parts.ts';
import { actMinutes } from './act-minutes.ts';
import { readCadence } from '@cakewalk/shared/rules/cadence.ts';
import type { Repeat, RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import { readQuantity } from '../reading/quantity.ts';
import { repeatFor } from './schedule.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';

/** The crumb that holds the person's own first things in a plan of a known kind. */
const OWN_FIRST_THINGS = 'Your first things';
const OWN_THING_MINUTES = 15;
const MOST_A_PERIOD = LIMITS.perPeriod.max;

/** Verbs that do the same to a thing: "update" a profile is "refresh" it. */
const VERB_FAMILIES: readonly (readonly string[])[] = [
  ['update', 'refresh', 'edit', 'polish', 'improve', 'rewrite', 'tailor'],
  ['buy', 'order', 'get', 'purchase', 'borrow', 'rent', 'hire'],
  ['book', 'reserve', 'schedule', 'arrange', 'see', 'visit'],
  ['find', 'search', 'look', 'research', 'choose', 'pick'],
  ['call', 'phone', 'ring'],
  ['message', 'email', 'text', 'contact', 'ask', 'tell'],
  ['sign', 'join', 'register', 'enrol', 'enroll'],
  ['make', 'write', 'draft', 'list'],
  ['set', 'agree', 'decide', 'fix', 'settle'],
  ['apply', 'send', 'submit'],
];

/** Words that name the same thing, each said as the first: the kind's "place" is the person's "venue". */
const SAME_THINGS: readonly (readonly string[])[] = [
  ['place', 'venue', 'hall', 'location', 'space'],
  ['doctor', 'gp', 'physician'],
  ['cv', 'resume', 'résumé'],
  ['budget', 'spending limit'],
];
const CANONICAL = new Map(SAME_THINGS.flatMap((names) => names.map((name) => [name, names[0] ?? name] as const)));

/** Words too common in bites to say two bites are about the same thing. */
const COMMON = new Set(['one', 'first', 'time', 'minutes', 'week', 'day', 'list', 'thing', 'things', 'way', 'next', 'new', 'best', 'own', 'two', 'three', 'five']);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;
const plainStem = (word: string) => word.toLowerCase().replace(/(?:ies|es|s)$/, (end) => (end === 'ies' ? 'y' : ''));
const stem = (word: string) => CANONICAL.get(plainStem(word)) ?? plainStem(word);

function family(verb: string): readonly string[] {
  return VERB_FAMILIES.find((members) => members.includes(verb)) ?? [verb];
}

interface Said {
  verb: string;
  verbs: readonly string[];
  nouns: Set<string>;
  names: Set<string>;
}

function read(title: string): Said {
  const words = title.match(WORD) ?? [];
  const verb = words[0]?.toLowerCase() ?? '';
  const rest = words.slice(1).filter((word) => !/^\d/.test(word) && !STOP_WORDS.has(word.toLowerCase()) && (word.length > 2 || CANONICAL.has(word.toLowerCase())));
  return {
    verb,
    verbs: family(verb),
    nouns: new Set(rest.map(stem).filter((word) => !COMMON.has(word))),
    // "LinkedIn", "Duolingo": a name shared is the same thing, whatever the verb.
    names: new Set(rest.filter((word) => /\p{Lu}/u.test(word)).map(stem)),
  };
}

/** A kind's word for any thing of its sort: "Rent a cello" is its "Borrow, rent or buy a beginner instrument", "Order new brake pads" its "Order the parts". */
const SORTS = new Set(['instrument', 'kit', 'gear', 'equipment', 'tool', 'course', 'class', 'teacher', 'tutor', 'coach', 'app', 'book', 'guide', 'shoe', 'plan', 'part', 'material', 'supply', 'ingredient']);

/**
 * How a kind's bite does the person's thing: as the same action on the same thing, or the same
 * named thing ('same': the kind's bite, with its written steps, stands for it), or as the same
 * action on a thing of its sort ('sort': the person's words, which name it, stand for both).
 */
function sameBite(thing: Said, bite: string): 'same' | 'sort' | undefined {
  const theirs = read(bite);
  const words = new Set((bite.match(WORD) ?? []).map((word) => word.toLowerCase()));
  const sameAction = thing.verbs.some((verb) => words.has(verb));
  const shared = [...thing.nouns].some((noun) => theirs.nouns.has(noun));
  const sharedName = [...thing.names].some((name) => theirs.names.has(name));
  if (sharedName || (sameAction && shared)) return 'same';
  return words.has(thing.verb) && [...theirs.nouns].some((noun) => SORTS.has(noun)) ? 'sort' : undefined;
}

/** A thing as the person said it, as a bite's title: its first letter up, no closing stop. */
const CLOSING = new Set(['.', ';', ',', '!']);
const asBite = (thing: string) => {
  let said = thing.trim();
  while (said !== '' && CLOSING.has(said.at(-1) ?? '')) said = said.slice(0, -1);
  return said.charAt(0).toUpperCase() + said.slice(1);
};

/**
 * Takes the first bite of the plan that does this thing out of the plan, and says how it matched.
 * A bite of a later phase that does it the same way comes with the bites before it in its crumb
 * ("Call two places" before "Book the place"), so moving it first never puts it before what it needs.
 */
function takeBite(subgoals: RawSubgoal[], thing: Said): { bite: RawBite; before: RawBite[]; match: 'same' | 'sort' } | undefined {
  for (const [phase, subgoal] of subgoals.entries()) {
    for (const task of subgoal.tasks) {
      for (const [at, bite] of task.microtasks.entries()) {
        const match = sameBite(thing, bite.title);
        if (!match) continue;
        const before = match === 'same' && phase > 0 ? task.microtasks.splice(0, at) : [];
        task.microtasks.splice(at - before.length, 1);
        return { bite, before, match };
      }
    }
  }
  return undefined;
}

/**
 * The kind's bite said with the person's word for its thing: "Book the venue and get the
 * confirmation in writing" where the kind said "the place".
 */
function inTheirWords(title: string, thing: string): string {
  const theirs = (thing.match(WORD) ?? []).filter((word) => CANONICAL.has(plainStem(word)));
  return theirs.reduce((said, word) => {
    const canonical = CANONICAL.get(plainStem(word));
    const kinds = SAME_THINGS.find((names) => names[0] === canonical) ?? [];
    const pattern = new RegExp(String.raw`\b(?:${kinds.map((name) => RegExp.escape(name)).join('|')})\b`, 'i');
    return said.replace(pattern, (found) => (found.toLowerCase() === word.toLowerCase() ? found : word.toLowerCase()));
  }, title);
}

/** A cadence said with a thing ("apply to 5 jobs a week", "walk hills twice a week"), and the thing without it. */
function ownCadence(thing: string): { title: string; every: RepeatEvery; perPeriod: number; count?: number } | undefined {
  const cadence = readCadence(thing);
  if (cadence) {
    const title = `${thing.slice(0, cadence.start)} ${thing.slice(cadence.end)}`.replace(/\s+/g, ' ').trim();
    return { title: asBite(title), every: cadence.every, perPeriod: cadence.perPeriod };
  }
  const quantity = readQuantity(thing);
  const per = quantity?.per;
  if (!quantity || (per !== 'day' && per !== 'week')) return undefined;
  return { title: asBite(thing.replace(/(?<!\s)\s+(?:a|per|each|every)\s+(?:day|week)\b/i, '')), every: per, perPeriod: 1, count: quantity.value };
}

const repeatOf = (cadence: ReturnType<typeof ownCadence>, days: number): Repeat | null => (cadence ? repeatFor(cadence.every, days, cadence.perPeriod) : null);

/** A kind's bite done once ("one job advert") that the person does a count of a week ("5 jobs a week") comes round that many times a week. */
const timesEach = (cadence: ReturnType<typeof ownCadence>, kindTitle: string): ReturnType<typeof ownCadence> =>
  cadence?.count && /\bone\b/i.test(kindTitle) ? { ...cadence, perPeriod: Math.min(Math.round(cadence.count), MOST_A_PERIOD) } : cadence;

/**
 * The person's first things merged into the kind's plan. `days` is the plan's timeframe: a thing
 * said with its own cadence is a habit at that cadence through it, not a one-off.
 */
export function withOwnFirstThings(subgoals: RawSubgoal[], things: readonly string[] | undefined, days: number): RawSubgoal[] {
  const titles = (things ?? []).map(asBite).filter((title) => title !== '');
  if (subgoals.length === 0 || titles.length === 0) return subgoals;
  const plan = subgoals.map((subgoal) => ({ ...subgoal, tasks: subgoal.tasks.map((task) => ({ ...task, microtasks: [...task.microtasks] })) }));
  const own: RawBite[] = [];
  for (const said of titles) {
    const cadence = ownCadence(said);
    const title = cadence?.title ?? said;
    const kind = takeBite(plan, read(title));
    if (kind?.match === 'same') {
      own.push(...kind.before, { ...kind.bite, title: inTheirWords(withFirstThingFigure(kind.bite.title, said), title), ...(cadence ? { repeat: repeatOf(timesEach(cadence, kind.bite.title), days) } : {}) });
    } else if (!own.some((bite) => bite.title === title)) {
      own.push({ title, minutes: actMinutes(title, kind?.bite.minutes ?? OWN_THING_MINUTES), repeat: repeatOf(cadence, days) });
    }
  }
  const kept = plan.map((subgoal) => ({ ...subgoal, tasks: subgoal.tasks.filter((task) => task.microtasks.length > 0) })).filter((subgoal) => subgoal.tasks.length > 0);
  const [first, ...rest] = kept;
  const crumb = { title: OWN_FIRST_THINGS, microtasks: own };
  return first ? [{ ...first, tasks: [crumb, ...first.tasks] }, ...rest] : [{ title: subgoals[0]?.title ?? OWN_FIRST_THINGS, tasks: [crumb] }];
}
