// A bite's verb read back and forth between its forms: "carving" is done by carving, "carve".

import { VERBS } from '../reading/english-words.ts';
import { RECIPES } from './recipes.ts';

/** A verb the planner knows: from its word lists, or one a re-breakdown recipe splits. */
export const knownVerb = (verb: string) => VERBS.has(verb) || RECIPES.some((recipe) => recipe.verbs.includes(verb));

/** "walking" -> "walk", "running" -> "run", "making" -> "make": the verb a gerund is made from, when the planner knows it. */
export function verbOfGerund(word: string): string | undefined {
  const stem = word.toLowerCase().replace(/ing$/, '');
  if (stem === word.toLowerCase()) return undefined;
  const undoubled = /([^aeiou])\1$/.test(stem) ? stem.slice(0, -1) : stem;
  return [undoubled, stem, `${stem}e`].find((verb) => knownVerb(verb));
}
