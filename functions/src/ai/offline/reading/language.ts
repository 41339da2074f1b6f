// Which language a goal is written in. A goal is a few words, where letter-trigram guessers are
// noise ("Fix my bike", "Write a novel"), so the words themselves decide: a goal is English when
// enough of its words are English verbs or function words; otherwise the language whose common
// words (the stopword package's lists) it uses most, with its own letters (ñ, ã, ß, è) to break a
// tie between neighbours such as Spanish and Portuguese. Chinese and Japanese are told by script.

import { deu, fra, ita, nld, por, spa } from 'stopword';
import { LANGUAGE_PLANS } from '../languages/language-list.ts';
import { STOP_WORDS, VERBS } from './english-words.ts';

/** The languages a goal can be read in, besides English. */
export type OtherLanguage = 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'ja' | 'zh';
export type Language = 'en' | OtherLanguage | 'other' | 'und';

const WORDS: Record<'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl', ReadonlySet<string>> = {
  es: new Set(spa), pt: new Set(por), fr: new Set(fra), de: new Set(deu), it: new Set(ita), nl: new Set(nld),
};

/**
 * Letters and words only one of the neighbours writes (a French goal often opens with its verb
 * alone: "Courir un marathon", where "un" is Spanish too): each is worth half a common word.
 */
const LETTERS: Record<keyof typeof WORDS, RegExp> = {
  es: /[ñ¿¡]|ción\b|\b(?:quiero|quisiera|veces|días|necesito)\b/giu, pt: /[ãõ]|ção\b|ções\b|\b(?:quero|queria|vezes|dias|preciso|gostaria)\b/giu, fr: /[èêëàùûœ]|\b(?:je|j'|d'ici|c'est|avant|perdre|apprendre|courir|arrêter|économiser|épargner|lire|écrire|nager|jouer|maigrir|améliorer|commencer|préparer|obtenir|rembourser|méditer|cuisiner|ranger|trouver|réussir)\b/giu, de: /[ßäöü]/giu, it: /\b(?:gli|perché|della|entro|voglio|vorrei|devo|imparare|ogni|settimana|anno)\b/giu, nl: /\b(?:ik|een|wil|het)\b/giu,
};

/**
 * How a goal in a language the planner writes says what it wants and how often ("quiero",
 * "cada día", "dos veces", "por semana"), from that language's plan data: each phrase found is
 * worth a common word, so "Hacer yoga cada día" reads as Spanish.
 */
const CUES = Object.fromEntries(Object.values(LANGUAGE_PLANS).map((plan) => {
  const phrases = [...plan.leadIns, ...plan.cadence.day, ...plan.cadence.week, ...Object.keys(plan.cadence.counts)];
  return [plan.language, new RegExp(`(?<![\\p{L}])(?:${phrases.map((phrase) => RegExp.escape(phrase)).join('|')})(?![\\p{L}])`, 'giu')];
})) as Partial<Record<keyof typeof WORDS, RegExp>>;

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];

// One-letter words ("a", "i", "e", "y") are words of too many languages to tell them apart.
const englishWords = (words: readonly string[]) => words.filter((word) => word.length > 1 && (STOP_WORDS.has(word) || VERBS.has(word))).length;

function isEnglish(words: readonly string[]): boolean {
  const english = englishWords(words) / words.length;
  return english >= 0.2 || (english > 0 && words.length <= 3);
}

function scores(text: string): { language: OtherLanguage; score: number }[] {
  if (/\p{Script=Hiragana}|\p{Script=Katakana}/u.test(text)) return [{ language: 'ja', score: Infinity }];
  if (/\p{Script=Han}/u.test(text)) return [{ language: 'zh', score: Infinity }, { language: 'ja', score: Infinity }];
  const words = wordsOf(text).filter((word) => word.length > 1);
  const scored = (Object.keys(WORDS) as (keyof typeof WORDS)[]).map((language) => ({
    language,
    score: words.filter((word) => WORDS[language].has(word)).length + (text.match(LETTERS[language])?.length ?? 0) / 2 + (text.match(CUES[language] ?? /$^/)?.length ?? 0),
  }));
  return scored.filter(({ score }) => score > 0).sort((a, b) => b.score - a.score);
}

/** The languages other than English a goal may be in, most likely first (none when no common word says). */
export const rankLanguages = (text: string): OtherLanguage[] => scores(text).map(({ language }) => language);

/**
 * 'en', the language another goal is in, 'other' for one read here by none of its words, 'und'
 * without words. Latin letters with no common word of any language are a list of English nouns
 * ("Wedding planning: venue, catering, flowers").
 */
export function readLanguage(text: string): Language {
  const words = wordsOf(text);
  if (!words.length) return 'und';
  const latin = words.filter((word) => /^[\p{Script=Latin}'’]+$/u.test(word)).length >= words.length / 2;
  const [best] = scores(text);
  // English unless another language says more ("Quero tornar-me programador": "me" is English too).
  if (latin && isEnglish(words) && !(best && best.score > englishWords(words) + 1)) return 'en';
  // A text with as many English words as another language's ("Plot a loop on a map": "on" is
  // French too) is English.
  if (!best || (latin && best.score <= englishWords(words))) return latin ? 'en' : (best?.language ?? 'other');
  return best.language;
}
