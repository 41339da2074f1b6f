// Which theme of its language a goal in another language is: the theme whose words the goal says
// most, counting only what the goal wants. A theme's word just after a word that says when
// ("avant mon anniversaire", "vor meinem 40. Geburtstag") is the due date, not the kind of goal;
// and a goal to stop doing a thing ("arrêter de fumer", "dejar de jugar a videojuegos") is never
// the theme of the thing it stops, only one a stop can serve (smoking, weight, money) or the
// general one.

import { deu, fra, ita, nld, por, spa } from 'stopword';
import type { LanguagePlan, LanguageTheme } from './language-plan.ts';

interface Token {
  text: string;
  at: number;
}

/** The goal's words with where each starts, and each without an elided article: "l'anglais" is also "anglais". */
const tokensOf = (lower: string): Token[] =>
  [...lower.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}]+)*/gu)].flatMap((match) => {
    const bare = match[0].replace(/^\p{L}{1,3}['’]/u, '');
    const at = match.index;
    return bare === match[0] ? [{ text: match[0], at }] : [{ text: match[0], at }, { text: bare, at }];
  });

/** The goal's words before a place in it, each whole as written. */
const wordsBefore = (tokens: readonly Token[], at: number): string[] =>
  tokens.filter((token, i) => token.at < at && tokens[i - 1]?.at !== token.at).map((token) => token.text);

/** A word of the goal is a theme's word with one of the language's endings, or ends a compound with it. */
function sayed(plan: LanguagePlan, said: string, word: string): boolean {
  const at = plan.compounds ? said.lastIndexOf(word) : said.startsWith(word) ? 0 : -1;
  return at >= 0 && (at === 0 || plan.compounds === true) && plan.endings.includes(said.slice(at + word.length));
}

const wholePhrase = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}])${RegExp.escape(phrase)}(?![\\p{L}])`, 'u');

/** Where the theme's word or phrase stands in the goal, whole: every place it does. */
function placesOf(plan: LanguagePlan, lower: string, tokens: readonly Token[], word: string): number[] {
  if (word.includes(' ')) return [...lower.matchAll(new RegExp(wholePhrase(word), 'gu'))].map((match) => match.index);
  return tokens.filter((token) => sayed(plan, token.text, word)).map((token) => token.at);
}

/** Up to two little words ("mon", "meinem", "40") may stand between the word that says when and the thing it dates. */
const BETWEEN = 2;
const LITTLE: ReadonlySet<string> = new Set([...deu, ...fra, ...ita, ...nld, ...por, ...spa]);
const isLittle = (word: string) => LITTLE.has(word) || /^\p{N}+$/u.test(word);

/** The words before a theme's word end with a word that says when, but for a possessive, an article or a number. */
function saysWhen(plan: LanguagePlan, before: readonly string[]): boolean {
  const longest = Math.max(...plan.when.map((word) => word.split(' ').length));
  for (let dropped = 0; dropped <= BETWEEN && dropped < before.length; dropped += 1) {
    const rest = before.slice(0, before.length - dropped);
    const ends = Array.from({ length: Math.min(longest, rest.length) }, (_, i) => rest.slice(rest.length - i - 1).join(' '));
    if (ends.some((end) => plan.when.includes(end))) return true;
    if (!isLittle(rest.at(-1) ?? '')) return false;
  }
  return false;
}

/** The goal says to stop doing something ("arrêter de", "stoppen met"). */
const saysStop = (plan: LanguagePlan, text: string): boolean => plan.stop.some((phrase) => wholePhrase(phrase).test(text.toLowerCase()));

/** How many of the words the goal says as what it wants, not as when it is due. */
function hitsOf(plan: LanguagePlan, text: string): (words: readonly string[]) => number {
  const lower = text.toLowerCase();
  const tokens = tokensOf(lower);
  return (words) => words.filter((word) => placesOf(plan, lower, tokens, word).some((at) => !saysWhen(plan, wordsBefore(tokens, at)))).length;
}

/**
 * The kind this language has no theme for that the goal's words point to most ("rijbewijs"), when
 * they point to it more than to the theme chosen; never for a goal to stop a thing.
 */
export function borrowedKindOf(plan: LanguagePlan, text: string, theme: LanguageTheme): string | undefined {
  if (!plan.borrowed || saysStop(plan, text)) return undefined;
  const hits = hitsOf(plan, text);
  const floor = hits(theme.words);
  const scored = Object.entries(plan.borrowed).map(([kind, words]) => ({ kind, hits: hits(words) })).filter((entry) => entry.hits > floor);
  return scored.reduce<(typeof scored)[number] | undefined>((top, next) => (!top || next.hits > top.hits ? next : top), undefined)?.kind;
}

/** The theme the goal's words point to most; the general theme when none does. */
export function themeOf(plan: LanguagePlan, text: string): LanguageTheme {
  const stops = saysStop(plan, text);
  const said = hitsOf(plan, text);
  const hits = (theme: LanguageTheme) => said(theme.words);
  const scored = plan.themes.filter((theme) => !stops || theme.stopped).map((theme) => ({ theme, hits: hits(theme) })).filter(({ hits }) => hits > 0);
  const best = scored.reduce<(typeof scored)[number] | undefined>((top, next) => (!top || next.hits > top.hits ? next : top), undefined);
  return best?.theme ?? plan.themes.find((theme) => theme.words.length === 0) ?? (plan.themes.at(-1) as LanguageTheme);
}
