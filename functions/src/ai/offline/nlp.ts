// compromise/one does the language work: tokenising (contractions, punctuation, hyphens),
// tagging words from our lexicon, and matching patterns. The full build's tagger would add about
// 300 KB and 120 ms to every AI cold start (measured with esbuild), against a 700 KB / 80 ms
// budget, so the planner supplies the few word classes it needs as data instead (words.ts).

import nlp from 'compromise/one';
import { FAMILY_VERBS } from './step-patterns.ts';
import {
  DETERMINERS, DURATION_WEEKS, MONTHS, MONTH_ABBREVIATIONS, NAMED_DATES, NUMBER_WORDS,
  OTHER_VERBS, PHRASAL_VERBS, PREPOSITIONS, UNIT_KINDS,
} from './words.ts';

export interface Token {
  text: string;
  /** Lower case, punctuation off; contractions give their expansion ("i'm" gives "i", "am"). */
  normal: string;
  /** Punctuation and spaces after the word, as written. */
  post: string;
  tags: ReadonlySet<string>;
}

/** Tokens start (inclusive) to end (exclusive) of one sentence. */
export interface Span {
  sentence: number;
  start: number;
  end: number;
}

export interface ParsedText {
  sentences: Token[][];
  match(pattern: string): Span[];
  /** Runs a compiled set of patterns at once; each hit names its pattern's value. */
  sweep(net: PatternNet): { value: string; span: Span }[];
}

export type PatternNet = ReturnType<typeof nlp.buildNet>;

function lexicon(): Record<string, string[]> {
  const entries: Record<string, string[]> = {};
  const add = (words: Iterable<string>, tag: string) => {
    for (const word of words) (entries[word] ??= []).push(tag);
  };
  add([...MONTHS, ...Object.keys(MONTH_ABBREVIATIONS)], 'Month');
  add(Object.keys(DURATION_WEEKS), 'Duration');
  add(Object.keys(NAMED_DATES), 'NamedDate');
  add(Object.keys(NUMBER_WORDS).filter((word) => word !== 'a' && word !== 'an'), 'NumberWord');
  add(Object.keys(UNIT_KINDS), 'Unit');
  add(DETERMINERS, 'Determiner');
  add(PREPOSITIONS, 'Preposition');
  add([...OTHER_VERBS, ...PHRASAL_VERBS, ...Object.values(FAMILY_VERBS).flat()], 'GoalVerb');
  return entries;
}

// The typings say one tag per word; compromise takes a list, and "march" is a month and a verb.
nlp.addWords(lexicon() as unknown as Parameters<typeof nlp.addWords>[0]);

interface TermJson {
  text: string;
  normal: string;
  implicit?: string | null;
  post: string;
  tags: string[];
  index: [number, number];
}

type Pointer = [sentence: number, start: number, end: number];

function spansOf(view: { json(options?: object): { terms: TermJson[] }[] }): Span[] {
  return view.json().flatMap(({ terms }) => {
    const first = terms[0]?.index;
    const last = terms.at(-1)?.index;
    return first && last ? [{ sentence: first[0], start: first[1], end: last[1] + 1 }] : [];
  });
}

// Every pattern comes from the planner's own code and data, so the set is small and fixed; parsing
// each once instead of on every match is most of the speed of a breakdown.
const compiledPatterns = new Map<string, ReturnType<typeof nlp.parseMatch>>();

function compiled(pattern: string): ReturnType<typeof nlp.parseMatch> {
  let parsed = compiledPatterns.get(pattern);
  if (!parsed) {
    parsed = nlp.parseMatch(pattern);
    compiledPatterns.set(pattern, parsed);
  }
  return parsed;
}

export function parseText(text: string): ParsedText {
  const doc = nlp(text);
  const sentences = doc.json().map(({ terms }: { terms: TermJson[] }) =>
    terms.map((term) => ({
      text: term.text,
      normal: term.implicit || term.normal,
      post: term.post,
      tags: new Set(term.tags),
    })),
  );
  return {
    sentences,
    match: (pattern) => spansOf(doc.match(compiled(pattern))),
    sweep: (net) =>
      (doc.sweep(net).found as { val: string; view: { ptrs: Pointer[] } }[]).flatMap(({ val, view }) =>
        view.ptrs.map(([sentence, start, end]) => ({ value: val, span: { sentence, start, end } })),
      ),
  };
}

export const buildPatternNet = (patterns: { match: string; value: string }[]): PatternNet =>
  nlp.buildNet(patterns.map(({ match, value }) => ({ match, val: value })));

/** The tokens back as text, keeping the user's own spelling and inner punctuation. */
export function joinTokens(tokens: readonly Token[]): string {
  return tokens
    .map((token, i) => token.text + (i < tokens.length - 1 ? token.post : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}
