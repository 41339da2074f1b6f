// Small misspellings in an English goal read as the word meant ("lern to cod in pyhton" is
// "learn to code in python"), so the goal matches its archetype and no typo is said back in a
// title. Without a dictionary of every English word, only the slips typing makes and real words
// seldom differ by are corrected: a letter left out ("lern", "agust", "maraton"), a letter doubled
// in a long word ("closset", "holliday"), two letters
// swapped in a longer word ("pyhton", "wieght"), and one vowel for another in a long word of a
// kind ("orginize"), never another letter changed ("boss" is not "bass", "three" not "there"). Only a word the planner does not know is corrected, to the one known word
// such a slip away; a name (a capital inside the sentence) and an acronym stay as written.

import { closestWord } from './closest-word.ts';

const sameLetters = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');

const VOWEL = /[aeiouy]/;

/** One vowel written for another and nothing else ("orginize", "calender"): how a word is misspelt by its sound. */
function vowelFor(word: string, known: string): boolean {
  const differ = [...word].flatMap((letter, i) => (letter === known[i] ? [] : [i]));
  const [at] = differ;
  return differ.length === 1 && at !== undefined && at > 0 && VOWEL.test(word[at] ?? '') && VOWEL.test(known[at] ?? '');
}

/** A kind's word long enough that one vowel changed in it is still plainly that word. */
const CUE_LENGTH = 7;

/** A known word this long with one letter typed twice ("closset") is still plainly that word; "latter" is not "later". */
const UNDOUBLED_LENGTH = 6;

/** The word with one of its doubled letters typed once: "holliday" is "holiday". */
const undoubled = (word: string): string[] =>
  [...word].flatMap((letter, i) => (i > 0 && letter === word[i - 1] ? [word.slice(0, i) + word.slice(i + 1)] : []));

/**
 * The known word one slip away: a letter left out of a word of five letters or more, one doubled
 * in a word that is six or more without it, two swapped
 * in one of six or more, or one vowel for another in a kind's own word of seven or more.
 */
function slipOf(word: string, byLength: ReadonlyMap<number, readonly string[]>, minimum = 5, cues: ReadonlySet<string> = new Set(), pairs: ReadonlySet<string> = new Set()): string | undefined {
  const missing = (byLength.get(word.length + 1) ?? []).filter((known) => known.length >= minimum && known[0] === word[0]);
  const sameLength = byLength.get(word.length) ?? [];
  // In a five-letter word a swap often makes another real word ("trail", "trial"): only a kind's
  // word is read through one, and only when the swap wrote two letters no known word has side by side ("novle").
  const oddPair = word.length === SHORT_SWAP && pairsOf(word).some((pair) => !pairs.has(pair));
  const swapped = word.length >= 6 || oddPair ? sameLength.filter((known) => sameLetters(known, word) && (word.length >= 6 || (cues.has(known) && adjacentSwap(word, known)))) : [];
  const sounded = word.length >= CUE_LENGTH ? sameLength.filter((known) => cues.has(known) && vowelFor(word, known)) : [];
  const shorter = new Set(byLength.get(word.length - 1) ?? []);
  const doubled = word.length > UNDOUBLED_LENGTH ? undoubled(word).filter((known) => shorter.has(known)) : [];
  return closestWord(word, [...new Set([...missing, ...swapped, ...sounded, ...doubled])], 1);
}

/** A five-letter word, whose swaps are read only through a pair of letters English never writes. */
const SHORT_SWAP = 5;

const pairsOf = (word: string): string[] => [...word].slice(1).map((letter, i) => `${word[i] ?? ''}${letter}`);

/** Two letters side by side swapped, and nothing else: "novle" of "novel". */
function adjacentSwap(word: string, known: string): boolean {
  const differ = [...word].flatMap((letter, i) => (letter === known[i] ? [] : [i]));
  return differ.length === 2 && differ[1] === (differ[0] ?? 0) + 1;
}

/** A verb with one of its letters typed twice, where a verb goes ("writte a novel"). */
const undoubledVerb = (word: string, verbs: ReadonlySet<string>): string | undefined => undoubled(word).find((verb) => verbs.has(verb));

export interface Speller {
  correct(text: string): string;
}

export function speller(known: ReadonlySet<string>, verbs: ReadonlySet<string>, cues: ReadonlySet<string> = new Set()): Speller {
  const byLength = new Map<number, string[]>();
  for (const word of known) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
  const verbsByLength = new Map<number, string[]>();
  for (const verb of verbs) verbsByLength.set(verb.length, [...(verbsByLength.get(verb.length) ?? []), verb]);
  const pairs = new Set([...known].flatMap(pairsOf));
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
        const firstWord = verbPlace || preceding.trim() === '';
        const fixed = (lower.length < 5 ? (verbPlace ? slipOf(lower, verbsByLength, 4) : undefined) : slipOf(lower, byLength, undefined, cues, pairs)) ?? (firstWord ? undoubledVerb(lower, verbs) : undefined);
        if (!fixed) return whole;
        return `${before}${/^\p{Lu}/u.test(word) ? fixed.charAt(0).toUpperCase() + fixed.slice(1) : fixed}`;
      }),
  };
}
