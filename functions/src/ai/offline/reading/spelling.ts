// Small misspellings in an English goal read as the word meant ("lern to cod in pyhton" is
// "learn to code in python"), so the goal matches its archetype and no typo is said back in a
// title. Without a dictionary of every English word, only the slips typing makes and real words
// seldom differ by are corrected: a letter left out ("lern", "agust", "maraton") or two letters
// swapped in a longer word ("pyhton", "wieght"), never a letter changed ("boss" is not "bass",
// "three" not "there"). Only a word the planner does not know is corrected, to the one known word
// such a slip away; a name (a capital inside the sentence) and an acronym stay as written.

import { closestWord } from './closest-word.ts';

const sameLetters = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');

/** The known word one slip away: a letter left out of a word of five letters or more, or two swapped in one of six or more. */
function slipOf(word: string, byLength: ReadonlyMap<number, readonly string[]>, minimum = 5): string | undefined {
  const missing = (byLength.get(word.length + 1) ?? []).filter((known) => known.length >= minimum && known[0] === word[0]);
  const swapped = word.length >= 6 ? (byLength.get(word.length) ?? []).filter((known) => sameLetters(known, word)) : [];
  return closestWord(word, [...missing, ...swapped], 1);
}

export interface Speller {
  correct(text: string): string;
}

export function speller(known: ReadonlySet<string>, verbs: ReadonlySet<string>): Speller {
  const byLength = new Map<number, string[]>();
  for (const word of known) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  const verbsByLength = new Map<number, string[]>();
  for (const verb of verbs) verbsByLength.set(verb.length, [...(verbsByLength.get(verb.length) ?? []), verb]);
  const stem = (word: string) => [word.replace(/(?:es|s|ed|ing|ly|er|ers)$/, ''), word.replace(/(?:s|d|r|rs)$/, '')];
  return {
    correct: (text) =>
      text.replace(/(^|[^\p{L}'’-])(\p{L}+)(?![\p{L}'’-])/gu, (whole, before: string, word: string, offset: number) => {
        const lower = word.toLowerCase();
        if (known.has(lower) || known.has(`${lower}s`) || stem(lower).some((root) => known.has(root)) || /^\p{Lu}{2,}$/u.test(word)) return whole;
        const start = offset + before.length;
        if (/^\p{Lu}/u.test(word) && text.slice(0, start).trim() !== '') return whole;
        // A short word is corrected only where a verb goes, to a verb: most short words the planner
        // does not know are real ones ("pain" is not "paint"). Right after "to", "cod" is "code"; a
        // four-letter first word too ("lern" is "learn"), but a goal's first three-letter word is
        // left alone: most are real verbs the planner does not list ("say", "dig", "hug").
        const preceding = text.slice(0, start);
        const verbPlace = /\bto\s+$/i.test(preceding) || (lower.length === 4 && preceding.trim() === '');
        const fixed = lower.length < 5 ? (verbPlace ? slipOf(lower, verbsByLength, 4) : undefined) : slipOf(lower, byLength);
        if (!fixed) return whole;
        return `${before}${/^\p{Lu}/u.test(word) ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed}`;
      }),
  };
}
