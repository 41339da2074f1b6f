// The one person a goal is about, when it names them ("call my grandma", "a party for my wife's
// 40th"): a plan says "your grandma" and "her" where it would say "the guest of honour" or "them".
// Two people named, or none, fill nothing, and the plan keeps its own words.

import type { Slots } from '../compose/write-title.ts';

const SHE = ['wife', 'mum', 'mom', 'mother', 'grandma', 'grandmother', 'granny', 'gran', 'nan', 'nana', 'sister', 'aunt', 'auntie', 'daughter', 'girlfriend', 'niece', 'fiancée', 'stepmother', 'stepmum', 'stepmom'];
const HE = ['husband', 'dad', 'father', 'grandpa', 'grandfather', 'grandad', 'granddad', 'brother', 'uncle', 'son', 'boyfriend', 'nephew', 'fiancé', 'stepfather', 'stepdad'];
const EITHER = ['partner', 'friend', 'best friend', 'cousin', 'boss', 'colleague', 'neighbour', 'neighbor', 'teacher', 'mentor'];

const PERSON = new RegExp(`\\b(?:my|our)\\s+((?:(?:best|little|big|older|younger|elder|oldest|youngest)\\s+)?(${[...SHE, ...HE, ...EITHER].sort((a, b) => b.length - a.length).join('|')}))(?![\\p{L}])`, 'giu');

/** "your grandma", "she", "her" and "her" for a goal about one person it names; nothing otherwise. */
export function personSlots(text: string): Pick<Slots, 'who' | 'they' | 'them' | 'their'> {
  const named = [...text.matchAll(PERSON)];
  const [only] = named;
  if (named.length !== 1 || !only?.[1] || !only[2]) return {};
  const word = only[2].toLowerCase();
  const pronoun = SHE.includes(word) ? { they: 'she', them: 'her', their: 'her' } : HE.includes(word) ? { they: 'he', them: 'him', their: 'his' } : {};
  return { who: `your ${only[1].toLowerCase()}`, ...pronoun };
}
