// No two bites of a plan say the same action: a habit whose meaning words are all in another
// habit's ("Do 30 minutes of yoga" beside "Follow your saved 30-minute yoga video every morning"),
// or two bites that mean the same, are one bite said twice, and only the one that says more is
// kept, with the repeat either had; and the first time of a habit ("Make the first call" beside
// "Call your grandma every Sunday") is the habit. Words are compared by meaning:
// little words of every language the planner writes, and what only says how long or how often,
// count for nothing, and a word's ending is dropped.

import { deu, fra, ita, nld, por, spa } from 'stopword';
import { STOP_WORDS } from '../reading/english-words.ts';
import type { RawBite, RawSubgoal } from './plan-parts.ts';

/** Words that say how long, how often or when, not what is done. */
const TIMING = new Set(['minute', 'minutes', 'min', 'mins', 'hour', 'hours', 'today', 'tonight', 'morning', 'mornings', 'evening', 'evenings', 'night', 'nights', 'daily', 'weekly', 'once', 'twice', 'time', 'times', 'minuten', 'minuti', 'minutos', 'minutes', 'minuto']);
const LITTLE: ReadonlySet<string> = new Set([...STOP_WORDS, ...deu, ...fra, ...ita, ...nld, ...por, ...spa, ...TIMING]);

/** A word without its ending: "runs", "running" and "run" are one. */
const rootOf = (word: string) => (word.length > 4 ? word.replace(/(?:ing|ed|es|s|e)$/u, '') : word);

/** Things one word of a kind's plan names in general: "flights" are the trip's "transport", a "hotel" its "accommodation". */
const KINDS_OF: readonly (readonly string[])[] = [
  ['transport', 'flight', 'train', 'ferry', 'coach', 'plane', 'bus'],
  ['accommodation', 'hotel', 'hostel', 'airbnb', 'campsite', 'nights'],
];
const GENERAL = new Map(KINDS_OF.flatMap((names) => names.map((name) => [rootOf(name), rootOf(names[0] ?? name)] as const)));

/** What a bite's title says is done, as roots of its meaning words. */
function meaningOf(title: string): ReadonlySet<string> {
  const words = title.toLowerCase().match(/\p{L}+/gu) ?? [];
  return new Set(words.filter((word) => word.length > 1 && !LITTLE.has(word)).map(rootOf).map((root) => GENERAL.get(root) ?? root));
}

/** Share of the smaller meaning that the larger must hold for two one-off bites to be one done twice. */
const MOSTLY = 2 / 3;

/** Two one-off bites where most of what the smaller says is in the larger ("Book flights", "Book the transport and save the confirmation"). */
const overlaps = (small: ReadonlySet<string>, large: ReadonlySet<string>) => {
  const shared = [...small].filter((word) => large.has(word)).length;
  return small.size >= 2 && small.size <= large.size && shared >= Math.max(2, Math.ceil(small.size * MOSTLY));
};

/** The title's meaning holds more than its verb: "Write down what you did" names nothing done to a thing. */
const namesAThing = (title: string, meaning: ReadonlySet<string>) => {
  const verb = rootOf(title.toLowerCase().match(/\p{L}+/u)?.[0] ?? '');
  return [...meaning].some((word) => word !== verb);
};

const within = (small: ReadonlySet<string>, large: ReadonlySet<string>) => small.size > 0 && [...small].every((word) => large.has(word));

/** Which part of a count a one-off bite names: "the first 10", "2 more", "the last 2". */
const partOf = (title: string) => (title.toLowerCase().match(/\b(?:first|next|last|more|other|remaining|\d+)\b/g) ?? []).join(' ');

/** Two one-off bites naming different parts of one count ("Write the first 10 poems", "Write the last 10 poems") are two bites of work, not one said twice. */
const otherParts = (bite: RawBite, other: RawBite) => !bite.repeat && !other.repeat && /\d/.test(bite.title + other.title) && partOf(bite.title) !== partOf(other.title);

/**
 * The first bite says the second's action again: two habits where one's meaning is all in the
 * other's (the goal's act beside the kind's practice of it), or any two that mean the same.
 */
const saysAgain = (bite: RawBite, meaning: ReadonlySet<string>, other: RawBite, otherMeaning: ReadonlySet<string>): boolean =>
  !otherParts(bite, other) &&
  ((bite.repeat != null && other.repeat != null && namesAThing(bite.title, meaning) && within(meaning, otherMeaning)) || (meaning.size >= 2 && meaning.size === otherMeaning.size && within(meaning, otherMeaning)));

/** Words that make one thing of a kind another: the theory test is not the practical one, a mock exam not the final. */
const SORTS = new Set(['theory', 'practical', 'written', 'oral', 'mock', 'final', 'road', 'trial']);

/** Each bite names a sort of the thing the other does not ("Book the theory test", "Book the practical test"). */
const otherSorts = (one: ReadonlySet<string>, other: ReadonlySet<string>) => {
  const only = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].some((word) => SORTS.has(word) && !b.has(word));
  return only(one, other) && only(other, one);
};

/** A later one-off bite that does mostly what an earlier one did, by the same act: the first said, often in the person's words, is kept. */
const doneBefore = (bite: RawBite, meaning: ReadonlySet<string>, earlier: RawBite, earlierMeaning: ReadonlySet<string>): boolean =>
  !bite.repeat && !earlier.repeat && !otherParts(bite, earlier) && !otherSorts(meaning, earlierMeaning) && verbOf(bite.title) === verbOf(earlier.title) && !PART.test(bite.title) && !PART.test(earlier.title) && (overlaps(earlierMeaning, meaning) || overlaps(meaning, earlierMeaning));

/** The act a bite starts with: "Finish the rug" and "Give the rug to your daughter" are two acts on one thing. */
const verbOf = (title: string) => rootOf(title.toLowerCase().match(/\p{L}+/u)?.[0] ?? '');

/** "one half of the bed", "the other half": a bite that names a part of a job leaves the other parts to theirs. */
const PART = /\b(?:half|other|rest|second|next|last|remaining|another|part)\b/i;

/** The bite that says more, with the repeat of either and the minutes that go with that repeat. */
function kept(said: RawBite, again: RawBite): RawBite {
  if (said.repeat || !again.repeat) return said;
  return { ...said, repeat: again.repeat, minutes: again.minutes };
}

/** "Make the first call or visit": the first time of a thing, by the noun of what is done. */
const FIRST_TIME = /^(?:make|do|have|take|go\s+on|book)\s+(?:the|your)\s+first\s+(\p{L}+)(?:\s+or\s+(\p{L}+))?/iu;

/** A one-off bite that is the first time of a habit the plan holds ("Make the first call" beside "Call your grandma every Sunday"). */
const firstTimeOf = (bite: RawBite, habits: readonly RawBite[]): boolean => {
  // "Make the first call or visit": either act is the first time of its habit.
  const done = FIRST_TIME.exec(bite.title)?.slice(1).flatMap((word) => (word ? [rootOf(word.toLowerCase())] : [])) ?? [];
  return !bite.repeat && done.length > 0 && habits.some((habit) => habit.repeat && done.includes(rootOf(habit.title.toLowerCase().match(/\p{L}+/u)?.[0] ?? '')));
};

/** The plan with each action said once: a bite said again by a later or earlier one that says more is left out. */
export function sayEachActionOnce(subgoals: readonly RawSubgoal[]): RawSubgoal[] {
  const bites = subgoals.flatMap((subgoal) => subgoal.tasks.flatMap((task) => task.microtasks));
  const meanings = bites.map((bite) => meaningOf(bite.title));
  const dropped = new Set<number>();
  const merged = new Map<number, RawBite>();
  meanings.forEach((meaning, i) => {
    if (dropped.has(i)) return;
    const bite = bites[i];
    if (!bite) return;
    if (firstTimeOf(bite, bites)) {
      dropped.add(i);
      return;
    }
    const by = meanings.findIndex((other, j) => {
      const next = bites[j];
      return j !== i && next !== undefined && !dropped.has(j) && ((saysAgain(bite, meaning, next, other) && (other.size > meaning.size || j < i)) || (j < i && doneBefore(bite, meaning, next, other)));
    });
    const keeper = bites[by];
    if (!keeper) return;
    dropped.add(i);
    merged.set(by, kept(merged.get(by) ?? keeper, bite));
  });
  if (dropped.size === 0) return [...subgoals];
  let at = -1;
  const placed = subgoals.map((subgoal) => ({
    ...subgoal,
    tasks: subgoal.tasks.map((task) => ({
      ...task,
      microtasks: task.microtasks.flatMap((bite) => {
        at += 1;
        return dropped.has(at) ? [] : [merged.get(at) ?? bite];
      }),
    })).filter((task) => task.microtasks.length > 0),
  })).filter((subgoal) => subgoal.tasks.length > 0);
  return placed;
}
