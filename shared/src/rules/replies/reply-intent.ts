import type { ReplyAction } from '../../schemas/checkin.ts';
import { CLAUSE_BREAK, NOT_YET_BEFORE_DONE, PAST_REPORT, PHRASES, UNSURE_REPLIES, type Signal } from './reply-phrases.ts';

// What a reply to a check-in asks for, read from its words (ARCHITECTURE.md, "Reading a reply").
// A wrong done is the costly mistake (the coach cheers and moves on from a step the person is
// stuck on), so a done counts only when nothing else in the reply pulls against it; when the
// reply says two things, or only that it did not happen, the coach asks instead of guessing.

const whole = (sources: readonly string[]) => `(?<![\\p{L}\\p{N}])(?:${sources.join('|')})(?![\\p{L}\\p{N}])`;
const wholeWords = (sources: readonly string[], flags = 'gu') => new RegExp(whole(sources), flags);

const SIGNALS = Object.keys(PHRASES) as Signal[];
/** Phrases that hold a negation of their own ("not today", "no time"): read first, then set aside. */
const SET_ASIDE: readonly Signal[] = ['smaller', 'snoozed', 'later'];

// Built on the first reply read, not at import: the bot's webhook and the check-in routes import
// this at every cold start, and most of what they are sent is no reply to read.
let built: ReturnType<typeof buildPatterns> | undefined;
function buildPatterns() {
  return {
    PATTERNS: Object.fromEntries(SIGNALS.map((signal) => [signal, wholeWords(PHRASES[signal])])) as Record<Signal, RegExp>,
    NOT_YET: wholeWords(NOT_YET_BEFORE_DONE, 'u'),
    PAST: wholeWords(PAST_REPORT, 'u'),
    UNSURE: new RegExp(`^(?:${whole(UNSURE_REPLIES)}[\\s,.!]*)+$`, 'u'),
    CLAUSES: new RegExp(`[.!?;,:\\n]+|${whole(CLAUSE_BREAK)}`, 'u'),
  };
}
const patterns = () => (built ??= buildPatterns());
const SHORT_QUESTION_WORDS = 3;

/**
 * Lowercase, without accents, with straight apostrophes and a letter drawn out for feeling said
 * once ("nooooo", "doneee"): the form the phrases are written in.
 */
function plain(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/[’‘`´]/gu, "'").toLowerCase()
    .replace(/(\p{L})\1{2,}/gu, '$1').replace(/\s+/gu, ' ').trim();
}

interface Clause {
  signals: Set<Signal>;
  /** Reports something done in the past tense, with no negation. */
  pastReport: boolean;
}

function readClause(text: string, endsInQuestion: boolean): Clause {
  const { PATTERNS, NOT_YET, PAST } = patterns();
  const signals = new Set<Signal>();
  let rest = text;
  for (const signal of SET_ASIDE) {
    rest = rest.replace(PATTERNS[signal], () => {
      signals.add(signal);
      return ' · ';
    });
  }
  for (const signal of ['notDone', 'partial', 'feeling'] as const) {
    if (PATTERNS[signal].test(rest)) signals.add(signal);
    PATTERNS[signal].lastIndex = 0;
  }
  for (const match of rest.matchAll(PATTERNS.done)) {
    const before = rest.slice(0, match.index);
    if (NOT_YET.test(before)) signals.add('notDone');
    // "done?" asks rather than tells.
    else signals.add(endsInQuestion ? 'partial' : 'done');
  }
  const bare = SIGNALS.reduce((left, signal) => left.replace(PATTERNS[signal], ' '), rest);
  return { signals, pastReport: PAST.test(bare) && !NOT_YET.test(rest) };
}

function clausesOf(text: string): Clause[] {
  const clauses: Clause[] = [];
  const pieces = text.split(patterns().CLAUSES);
  let from = 0;
  for (const piece of pieces) {
    const at = text.indexOf(piece, from);
    from = at + piece.length;
    if (piece.trim()) clauses.push(readClause(piece, text[from] === '?'));
  }
  return clauses;
}

/**
 * 'done', 'smaller' or 'snoozed' when the reply says just that; 'ask' when it says something about
 * the step that is not clear (two things, a not-done with no reason, tired or worried, a lone
 * "yes"); 'reflection' when it says nothing about the step.
 */
export function readReply(text: string): ReplyAction {
  const words = plain(text);
  const clauses = clausesOf(words);
  const said = new Set(clauses.flatMap((clause) => [...clause.signals]));
  const has = (...signals: Signal[]) => signals.some((signal) => said.has(signal));
  // A clause that reports doing something, beside another that holds back: two things at once.
  const reportBeside = (...signals: Signal[]) =>
    clauses.some((clause, index) => clause.pastReport && clause.signals.size === 0 &&
      clauses.some((other, j) => j !== index && signals.some((signal) => other.signals.has(signal))));

  if (has('done')) return has('smaller', 'snoozed', 'notDone', 'partial', 'feeling') ? 'ask' : 'done';
  if (has('smaller')) return has('snoozed', 'later') || reportBeside('smaller') ? 'ask' : 'smaller';
  if (has('snoozed', 'later')) return 'snoozed';
  if (has('notDone', 'partial', 'feeling')) return 'ask';
  const unsure = patterns().UNSURE.test(words) || (words.endsWith('?') && words.split(' ').length <= SHORT_QUESTION_WORDS);
  return unsure ? 'ask' : 'reflection';
}
