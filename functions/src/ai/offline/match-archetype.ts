// Which archetype a goal is: its verb and the words of its object, scored. The words count most
// near the start of the goal ("get 100 sales a month for your shop" is about sales, not the
// shop), a fitting verb adds to them, and a verb an archetype rules out ("organise" for running)
// rules it out, and a verb it does not expect weakens its words. Words said only of whom the goal
// is for or with count half, and not at all after "be" or "become". An archetype that the verb alone can settle ("learn ...") scores
// least, so any archetype whose words fit wins over it.

import type { Archetype } from './archetype.ts';
import { ARCHETYPES } from './archetype-list.ts';
import type { GoalClause } from './reading/read-goal.ts';


interface Compiled {
  archetype: Archetype;
  words: { pattern: RegExp; weight: number }[];
  not: RegExp | undefined;
}

/** A word with its endings: "stress" is also "stressed", "stresses" and "stressing". */
const wordPattern = (word: string) => `(?<![\\p{L}\\p{N}])${RegExp.escape(word)}(?:s|es|d|ed|ing)?(?![\\p{L}\\p{N}])`;

const COMPILED: readonly Compiled[] = ARCHETYPES.map((archetype) => ({
  archetype,
  words: archetype.match.words.map((word) => ({ pattern: new RegExp(wordPattern(word), 'iu'), weight: 2 + word.split(/\s+/).length })),
  not: archetype.match.notWords?.length ? new RegExp(archetype.match.notWords.map(wordPattern).join('|'), 'iu') : undefined,
}));

/** Characters before the fifth word: a hit there is what the goal is about. */
function headLength(phrase: string): number {
  const words = phrase.split(/\s+/);
  return words.slice(0, 4).join(' ').length;
}

/**
 * Where the goal turns to whom or what it is for or with ("a D&D campaign for your friends",
 * "a vegetable bed with your kids", "a spoon for every member of your family"): words from there on say less about what the goal is.
 */
function asideStart(phrase: string): number {
  return /\s(?:for|with|to|from)\s+(?:(?:every|each|all)\s+(?:\w+\s+)?(?:of\s+)?)?(?:your|our|his|her|their)\s/i.exec(phrase)?.index ?? phrase.length;
}

function score({ archetype, words, not }: Compiled, clause: GoalClause): number {
  const verb = clause.verb?.split(' ')[0];
  if (verb && archetype.match.notVerbs?.includes(verb)) return 0;
  const phrase = clause.phrase.toLowerCase();
  if (not?.test(phrase)) return 0;
  const head = headLength(phrase);
  const aside = asideStart(phrase);
  // "Be more patient with your kids" is a way of being, not a plan for the kids.
  const asideWeight = verb === 'be' || verb === 'become' ? 0 : 0.5;
  let hits = 0;
  for (const { pattern, weight } of words) {
    const found = pattern.exec(phrase);
    if (found) hits += found.index >= aside ? weight * asideWeight : weight + (found.index < head ? 2 : 0);
  }
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
