// Whether a goal is written in English: letters outside the Latin script, or too few English
// words, mean another language. (franc-min would name the language too, but the planner needs
// only "English or not", and franc-min's 174 KB of trigram data took the goal Lambda over its
// 700 KB budget; see README.md, The AI planner.)

import { STOP_WORDS, VERBS } from './english-words.ts';

/** 'en' for English, 'other' for any other language, 'und' when there are no words at all. */
export function readLanguage(text: string): 'en' | 'other' | 'und' {
  const words = text.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
  if (!words.length) return 'und';
  const latin = words.filter((word) => /^[\p{Script=Latin}']+$/u.test(word));
  if (latin.length < words.length / 2) return 'other';
  // One-letter words ("a", "i") are words in many languages, so they do not count as English.
  const english = latin.filter((word) => word.length > 1 && (STOP_WORDS.has(word) || VERBS.has(word))).length;
  return english / words.length >= 0.2 || (english > 0 && words.length <= 3) ? 'en' : 'other';
}
