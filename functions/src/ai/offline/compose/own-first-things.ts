// A goal of a known kind keeps the first things the person said it will take, merged into the
// kind's plan rather than stacked above it: a thing the kind already has a bite for ("Book a
// lesson" and "Choose a beginner course or book one lesson", "Update LinkedIn" and "Refresh your
// LinkedIn headline") is that bite, moved to the front, so its own written steps still split it;
// any other thing opens the plan in the person's words. Either way the answer changes the plan.

import { STOP_WORDS } from '../reading/english-words.ts';
import { withFirstThingFigure } from './own-amount.ts';
import type { RawBite, RawSubgoal } from './plan-parts.ts';
import { actMinutes } from './act-minutes.ts';

/** The crumb that holds the person's own first things in a plan of a known kind. */
const OWN_FIRST_THINGS = 'Your first things';
const OWN_THING_MINUTES = 15;

/** Verbs that do the same to a thing: "update" a profile is "refresh" it. */
const VERB_FAMILIES: readonly (readonly string[])[] = [
  ['update', 'refresh', 'edit', 'polish', 'improve', 'rewrite', 'tailor'],
  ['buy', 'order', 'get', 'purchase', 'borrow', 'rent', 'hire'],
  ['book', 'reserve', 'schedule', 'arrange'],
  ['find', 'search', 'look', 'research', 'choose', 'pick'],
  ['call', 'phone', 'ring'],
  ['message', 'email', 'text', 'contact', 'ask', 'tell'],
  ['sign', 'join', 'register', 'enrol', 'enroll'],
  ['make', 'write', 'draft', 'list'],
];

/** Words too common in bites to say two bites are about the same thing. */
const COMMON = new Set(['one', 'first', 'time', 'minutes', 'week', 'day', 'list', 'thing', 'things', 'way', 'next', 'new', 'best', 'own', 'two', 'three', 'five']);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;
const stem = (word: string) => word.toLowerCase().replace(/(?:ies|es|s)$/, (end) => (end === 'ies' ? 'y' : ''));

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
  const rest = words.slice(1).filter((word) => !/^\d/.test(word) && !STOP_WORDS.has(word.toLowerCase()) && word.length > 2);
  return {
    verb,
    verbs: family(verb),
    nouns: new Set(rest.map(stem).filter((word) => !COMMON.has(word))),
    // "LinkedIn", "Duolingo": a name shared is the same thing, whatever the verb.
    names: new Set(rest.filter((word) => /\p{Lu}/u.test(word)).map(stem)),
  };
}

/** A kind's word for any thing of its sort: "Rent a cello" is its "Borrow, rent or buy a beginner instrument". */
const SORTS = new Set(['instrument', 'kit', 'gear', 'equipment', 'tool', 'course', 'class', 'teacher', 'tutor', 'coach', 'app', 'book', 'guide', 'shoe', 'plan']);

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

/** Takes the first bite of the plan that does this thing out of the plan, and says how it matched. */
function takeBite(subgoals: RawSubgoal[], thing: Said): { bite: RawBite; match: 'same' | 'sort' } | undefined {
  for (const subgoal of subgoals) {
    for (const task of subgoal.tasks) {
      for (const [at, bite] of task.microtasks.entries()) {
        const match = sameBite(thing, bite.title);
        if (!match) continue;
        task.microtasks.splice(at, 1);
        return { bite, match };
      }
    }
  }
  return undefined;
}

export function withOwnFirstThings(subgoals: RawSubgoal[], things: readonly string[] | undefined): RawSubgoal[] {
  const titles = (things ?? []).map(asBite).filter((title) => title !== '');
  if (subgoals.length === 0 || titles.length === 0) return subgoals;
  const plan = subgoals.map((subgoal) => ({ ...subgoal, tasks: subgoal.tasks.map((task) => ({ ...task, microtasks: [...task.microtasks] })) }));
  const own: RawBite[] = [];
  for (const title of titles) {
    const kind = takeBite(plan, read(title));
    if (kind?.match === 'same') own.push({ ...kind.bite, title: withFirstThingFigure(kind.bite.title, title) });
    else if (!own.some((bite) => bite.title === title)) own.push({ title, minutes: kind?.bite.minutes ?? actMinutes(title, OWN_THING_MINUTES), repeat: null });
  }
  const kept = plan.map((subgoal) => ({ ...subgoal, tasks: subgoal.tasks.filter((task) => task.microtasks.length > 0) })).filter((subgoal) => subgoal.tasks.length > 0);
  const [first, ...rest] = kept;
  const crumb = { title: OWN_FIRST_THINGS, microtasks: own };
  return first ? [{ ...first, tasks: [crumb, ...first.tasks] }, ...rest] : [{ title: subgoals[0]?.title ?? OWN_FIRST_THINGS, tasks: [crumb] }];
}
