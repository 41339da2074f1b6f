// Reads a goal written in plain words: which sentence states it, the goal itself without its
// wrapping ("I'd really like to ... so that ..."), its timeframe and its numbers.

import { clampTitle } from '../clamp-breakdown.ts';
import { LEAD_INS, REASON_MARKERS } from './goal-phrasing.ts';
import type { ParsedText, Span, Token } from './nlp.ts';
import { joinTokens, parseText } from './nlp.ts';
import type { Quantity } from './quantities.ts';
import { readQuantities } from './quantities.ts';
import type { Timeframe } from './timeframe.ts';
import { readTimeframe } from './timeframe.ts';
import { PERSON_SWAP } from './words.ts';

export interface GoalReading {
  parsed: ParsedText;
  /** The sentence that states the goal, and where in it the goal's own words are. */
  goalSpan: Span;
  /** A short title for the goal, in the user's words: "Run a 5k in 3 months". */
  title: string;
  /** The goal said back as a verb phrase: "run a 5k", "fix up your bike". */
  goal: string;
  /** The goal's first verb, when it starts with one. */
  verb: string | undefined;
  timeframe: Timeframe | undefined;
  quantities: Quantity[];
}

const TITLE_SOFT_MAX = 100;
const ASIDE_STARTS = new Set(['i', 'we', 'it', 'its', "it's", 'this', 'that', 'which', 'they', 'he', 'she', 'there', 'but', 'so', 'because', 'since', 'as', 'though', 'although']);

/** The goal's own words: after any openings, before any reason, without the timeframe. */
function goalTokens(parsed: ParsedText, sentence: number, timeframe: Timeframe | undefined): { span: Span; tokens: Token[]; afterTo: boolean } {
  const words = parsed.sentences[sentence] ?? [];
  const inSentence = (span: Span) => span.sentence === sentence;
  const openings = LEAD_INS.flatMap((pattern) => parsed.match(pattern).filter(inSentence));
  const skipTimeframe = timeframe && inSentence(timeframe.span) && !timeframe.inline ? timeframe.span : undefined;
  let start = 0;
  let afterTo = false;
  for (let moved = true; moved; ) {
    moved = false;
    while (words[start] && /^[,;:\-–]*$/.test(words[start]?.normal ?? '')) start++;
    const next = [...openings, ...(skipTimeframe ? [skipTimeframe] : [])].filter((span) => span.start === start && span.end > start);
    if (next.length) {
      const end = Math.max(...next.map((span) => span.end));
      afterTo = words[end - 1]?.normal === 'to' || (afterTo && next.every((span) => span === skipTimeframe));
      start = end;
      moved = true;
    }
  }
  const reasons = parsed.match(REASON_MARKERS).filter((span) => inSentence(span) && span.start > start);
  // "fix my bike, it's been broken for years": after a comma, a new subject starts an aside.
  // "read 24 books this year, two a month": a number after a comma starts a rhythm, not the goal.
  const aside = words.findIndex((word, i) => i > start && words[i - 1]?.post.includes(',') && (ASIDE_STARTS.has(word.normal) || word.tags.has('NumberWord') || /^[0-9]/.test(word.normal)));
  let end = Math.min(words.length, ...reasons.map((span) => span.start), ...(aside > 0 ? [aside] : []));
  const tokens = words.slice(start, end).filter((_, i) => !skipTimeframe || i + start < skipTimeframe.start || i + start >= skipTimeframe.end);
  // A dangling "and" or "for" is left behind when a timeframe or reason is cut out.
  while (tokens.length > 1 && (tokens.at(-1)?.tags.has('Preposition') || tokens.at(-1)?.tags.has('Determiner'))) {
    tokens.pop();
    end--;
  }
  return { span: { sentence, start, end }, tokens, afterTo };
}

function sayBack(tokens: readonly Token[], verbLed: boolean): string {
  const swapped = tokens.map((token) => {
    const swap = PERSON_SWAP[token.text.toLowerCase()];
    return swap ? { ...token, text: swap } : token;
  });
  const first = swapped[0];
  // A verb starts the sentence, so its capital goes; a name ("Spanish B1") keeps its own.
  if (first && verbLed && first.text !== first.text.toUpperCase()) swapped[0] = { ...first, text: first.text.toLowerCase() };
  return joinTokens(swapped).replace(/[.!?,;:]+$/, '');
}

function titleOf(tokens: readonly Token[], timeframe: Timeframe | undefined, sentence: number, text: string): string {
  const words = joinTokens(tokens).replace(/[.!?,;:]+$/, '');
  const moved = timeframe?.span.start === 0 ? timeframe.text.charAt(0).toLowerCase() + timeframe.text.slice(1) : timeframe?.text;
  const when = timeframe && timeframe.span.sentence === sentence && !timeframe.inline ? ` ${moved}` : '';
  const title = words ? `${words}${when}` : text;
  const short = title.length > TITLE_SOFT_MAX ? clampTitle(title.slice(0, TITLE_SOFT_MAX + 1)).replace(/\s+\S*$/, '') : title;
  return clampTitle(short.charAt(0).toUpperCase() + short.slice(1));
}

export function readGoal(text: string, today: Date): GoalReading {
  const parsed = parseText(text.replace(/\s+/g, ' ').trim());
  const timeframe = readTimeframe(parsed, today);
  const quantities = readQuantities(parsed, timeframe ? [timeframe.span] : []);
  // "Hi! I want to ..." states the goal in the first sentence of more than one word.
  const sentence = Math.max(0, parsed.sentences.findIndex((words) => words.filter((word) => word.text).length > 1));
  const { span, tokens, afterTo } = goalTokens(parsed, sentence, timeframe);
  const verbLed = afterTo || Boolean(tokens[0]?.tags.has('GoalVerb'));
  const said = sayBack(tokens, verbLed);
  return {
    parsed,
    goalSpan: span,
    title: titleOf(tokens, timeframe, sentence, text),
    goal: verbLed || !said ? said : `have ${said}`,
    verb: verbLed ? tokens[0]?.normal : undefined,
    timeframe,
    quantities,
  };
}
