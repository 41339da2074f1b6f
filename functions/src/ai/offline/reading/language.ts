// Whether a goal is written in English. franc-min reads the language of a sentence from its
// letter trigrams, which needs some length: on a goal of a few words ("Fix my bike", "Write a
// novel") its guess is noise, while a known English verb or function word is not. So a goal is
// English when enough of its words are, or, for a sentence, when franc says so (a list of nouns
// such as "Wedding planning: venue, catering, flowers, music" has no English word to go by).

import { franc } from 'franc-min';
import { STOP_WORDS, VERBS } from './english-words.ts';

/** Below this many words a trigram guess is not trusted. */
const SENTENCE_WORDS = 6;

/** 'en' for English, 'other' for any other language, 'und' when there are no words at all. */
export function readLanguage(text: string): 'en' | 'other' | 'und' {
  const words = text.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
  if (!words.length) return 'und';
  const latin = words.filter((word) => /^[\p{Script=Latin}']+$/u.test(word));
  if (latin.length < words.length / 2) return 'other';
  // One-letter words ("a", "i") are words in many languages, so they do not count as English.
  const english = latin.filter((word) => word.length > 1 && (STOP_WORDS.has(word) || VERBS.has(word))).length / words.length;
  if (english >= 0.2 || (english > 0 && words.length <= 3)) return 'en';
  return words.length >= SENTENCE_WORDS && franc(text, { minLength: 3 }) === 'eng' ? 'en' : 'other';
}
