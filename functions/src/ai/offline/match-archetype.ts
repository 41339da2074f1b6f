// Which archetype a goal is: its verb and the words of its object, scored. The words count most
// near the start of the goal ("get 100 sales a month for your shop" is about sales, not the
// shop), a fitting verb adds to them, and a verb an archetype rules out ("organise" for running)
// rules it out, and a verb it does not expect weakens its words. Words said only of whom the goal
// is for or with count half, and not at all after "be" or "become". An archetype that the verb alone can settle ("learn ...") scores
// least, so any archetype whose words fit wins over it.

import type { Archetype } from './archetype.ts';
import { ARCHETYPES } from './archetype-list.ts';
import type { GoalClause } from './reading/read-goal.ts';


interface Word {
  /** The word as the goal's lowercased words would hold it. */
  text: string;
  weight: number;
}

interface Compiled {
  archetype: Archetype;
  words: readonly Word[];
  notWords: readonly string[];
  needs: readonly string[] | undefined;
}

/** A word with its endings: "stress" is also "stressed", "stresses" and "stressing". */
const wordPattern = (word: string) => `(?<![\\p{L}\\p{N}])${RegExp.escape(word)}(?:s|es|d|ed|ing)?(?![\\p{L}\\p{N}])`;

// A pattern is made, and compiled by the engine, only for a word the goal holds at all: there are
// thousands of words, and compiling each one's Unicode pattern up front cost the first plan of a
// process seconds. A word in the goal as a plain substring is what any match of it needs.
const patterns = new Map<string, RegExp>();
function patternOf(text: string): RegExp {
  let pattern = patterns.get(text);
  if (!pattern) {
    pattern = new RegExp(wordPattern(text), 'iu');
    patterns.set(text, pattern);
  }
  return pattern;
}

/** Where the word first stands as a whole word (with an ending) in the phrase, or -1. */
function wordAt(phrase: string, text: string): number {
  if (!phrase.includes(text)) return -1;
  return patternOf(text).exec(phrase)?.index ?? -1;
}

const COMPILED: readonly Compiled[] = ARCHETYPES.map((archetype) => ({
  archetype,
  words: archetype.match.words.map((word) => ({ text: word.toLowerCase(), weight: 2 + word.split(/\s+/).length })),
  notWords: (archetype.match.notWords ?? []).map((word) => word.toLowerCase()),
  needs: archetype.match.needs,
}));

/** Characters before the fifth word: a hit there is what the goal is about. */
function headLength(phrase: string): number {
  const words = phrase.split(/\s+/);
  return words.slice(0, 4).join(' ').length;
}

/**
 * Where the goal turns to whom or what it is for or with ("a D&D campaign for your friends", "a board game night for 8 friends",
 * "a vegetable bed with your kids", "a spoon for every member of your family"): words from there on say less about what the goal is.
 */
function asideStart(phrase: string): number {
  return /\s(?:for|with|to|from)\s+(?:(?:(?:every|each|all)\s+(?:\w+\s+)?(?:of\s+)?)?(?:your|our|his|her|their)|\d+|a\s+few|some|several)\s/i.exec(phrase)?.index ?? phrase.length;
}

/** "Get better at Spanish": the verb says only that the goal grows a skill, so the words choose alone. */
const BETTER_AT = /^(?:get|become)\s+(?:better|good|great|fluent)\s+(?:at|in)\s/i;

function score({ archetype, words, notWords, needs }: Compiled, clause: GoalClause): number {
  const phrase = clause.phrase.toLowerCase();
  const verb = BETTER_AT.test(phrase) ? undefined : clause.verb?.split(' ')[0];
  if (verb && archetype.match.notVerbs?.includes(verb)) return 0;
  if (notWords.some((word) => wordAt(phrase, word) >= 0)) return 0;
  if (needs && !needs.some((word) => wordAt(phrase, word) >= 0)) return 0;
  const head = headLength(phrase);
  const aside = asideStart(phrase);
  // "Be more patient with your kids" is a way of being, not a plan for the kids.
  const asideWeight = verb === 'be' || verb === 'become' ? 0 : 0.5;
  let hits = 0;
  let own = false;
  for (const { text, weight } of words) {
    const index = wordAt(phrase, text);
    if (index >= 0) hits += index >= aside ? weight * asideWeight : weight + (index < head ? 2 : 0);
    own ||= index >= 0 && index < aside;
  }
  // "Get better at touch typing for my new office job": words said only of whom or what the goal is
  // for support a kind its own words chose, and never choose one alone ("with his maths homework" still does).
  if (!own && /^\s+for\s/i.test(phrase.slice(aside))) hits = 0;
  const verbFits = verb !== undefined && archetype.match.verbs.includes(verb);
  // A goal whose verb this archetype does not expect needs stronger words to land here.
  if (hits > 0 && (verbFits || verb === undefined)) return hits + (verbFits ? 2 : 0);
  if (hits * 0.6 > 3) return hits * 0.6;
  if (verb !== undefined && archetype.match.verbOnly?.includes(verb)) return archetype.match.words.length ? 2 : 1;
  return 0;
}

export function matchArchetype(clause: GoalClause): Archetype | undefined {
  let best: { archetype: Archetype; score: number } | undefined;
  for (const compiled of COMPILED) {
    const points = score(compiled, clause);
    if (points > 0 && (!best || points > best.score)) best = { archetype: compiled.archetype, score: points };
  }
  return best?.archetype;
}
