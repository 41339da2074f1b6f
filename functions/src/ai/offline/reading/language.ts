// Which language a goal is written in. franc-min guesses from letter patterns, which is shaky on
// a handful of words, so short text full of English words is English whatever franc says.

import { franc } from 'franc-min';
import { STOP_WORDS, VERBS } from './english-words.ts';

/** 'en' for English, else franc's ISO 639-3 code ('und' when it cannot tell). */
export function readLanguage(text: string): string {
  const words = text.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
  if (!words.length) return 'und';
  const english = words.filter((word) => STOP_WORDS.has(word) || VERBS.has(word)).length / words.length;
  if (english >= 0.25) return 'en';
  const guess = franc(text, { minLength: 3 });
  if (guess === 'eng') return 'en';
  if (guess === 'und') return english > 0 ? 'en' : 'und';
  return guess;
}
