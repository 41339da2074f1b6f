// The goal's number as the user wrote it, with its unit and any rate: "$10,000", "24 books",
// "100 sales a month". A rate stays a rate: it is never read as a total. A bare number that
// names a thing ("chapter 3", "level 2", "Windows 11", "a 1968 Vespa") is a label, not an amount.

import { STOP_WORDS, VERBS } from './english-words.ts';

export interface Quantity {
  /** As written: "100 sales a month". */
  text: string;
  value: number;
  /** "month" for "100 sales a month"; "session" for an amount each time ("1,000 words a session"). */
  per?: 'day' | 'week' | 'month' | 'year' | 'session';
}

/** "130/80" (a blood pressure) is one figure, said whole: its first number is its size. */
const NUMBER = String.raw`(?:[$€£]\s?)?\d[\d,]*(?:\.\d+)?(?:\/\d+)?\s?(?:k|kg|km|lbs?|%|mi|m)?`;
const UNIT_WORD = String.raw`(?!(?:by|in|before|until|within|and|or|to|for|of|on|at|this|next|times?|a|per|each|every|so|that|it|which|who|with|from|into|onto|as|if|when|while|because|then|than|the|my|your|our|their|his|her)\b)[\p{L}][\p{L}'-]*`;
const PATTERN = new RegExp(String.raw`(?<![\d,/:])(${NUMBER})((?:\s+${UNIT_WORD}){0,3})(?:\s+(?:a|per|each|every)\s+(day|week|month|year|session|sitting|time))?(?=$|[\s,.;:!?)])`, 'giu');

/** A number with nothing after it, right after a noun: "chapter 3" (not "run 5", "lose 10 kg"). */
function isLabel(text: string, match: RegExpExecArray): boolean {
  // "type 2 diabetes", "level 1 exam": a number after these words names a kind, whatever follows.
  if (/(?<![\p{L}])(?:type|level|grade|stage|chapter|part|class|step|version|volume|season|episode|tier|section|phase)\s+$/iu.test(text.slice(0, match.index))) return true;
  if ((match[2] ?? '').trim() || match[3] || /\D$/.test(match[1] ?? '')) return false;
  const lead = /(?<![\p{L}'-])(\p{L}[\p{L}'-]*)\s+$/u.exec(text.slice(0, match.index));
  // A goal's first word is its verb ("Score 800"), known or not.
  if (!lead?.[1] || text.slice(0, lead.index).trim() === '') return false;
  const before = lead[1].toLowerCase();
  return !VERBS.has(before) && !STOP_WORDS.has(before);
}

/** "in bed by 8", "by 7:30", "at 6am": a time of day, not an amount. */
function isClock(text: string, match: RegExpExecArray): boolean {
  const after = text.slice(match.index + match[0].length);
  if (/^:\d\d/.test(after) || /^\s*(?:am|pm|a\.m\.|p\.m\.|o['’]clock)\b/i.test(after)) return true;
  const hour = Number(match[1]);
  return !(match[2] ?? '').trim() && Number.isInteger(hour) && hour >= 1 && hour <= 12 && /(?<![\p{L}])(?:by|at|before|until|till|after)\s+$/iu.test(text.slice(0, match.index));
}

/** "my 1968 Vespa", "a 2019 Honda": a year names a thing's model, not an amount. */
const isModelYear = (match: RegExpExecArray) => /^(?:19|20)\d\d$/.test(match[1] ?? '') && /^\s+\p{Lu}/u.test(match[2] ?? '');

/** "an 80,000-word novel" counts 80,000 words, not 80 of something. */
const COUNTED_COMPOUND = /(\d)-(word|page)(?![\p{L}-])/giu;

export function readQuantity(goal: string): Quantity | undefined {
  const text = goal.replace(COUNTED_COMPOUND, '$1 $2s');
  for (const match of text.matchAll(PATTERN)) {
    if (isLabel(text, match) || isModelYear(match) || isClock(text, match)) continue;
    const value = Number((match[1] ?? '').split('/')[0]?.replace(/[^\d.]/g, ''));
    if (!Number.isFinite(value) || value <= 0) continue;
    const said = match[3]?.toLowerCase();
    const per = said === 'sitting' || said === 'time' ? 'session' : (said as Quantity['per']);
    // The compound said as a count is the count alone: "80,000 words", not "80,000 words fantasy novel".
    const counted = text !== goal ? /^[\d,.]+ (?:words|pages)\b/i.exec(match[0])?.[0] : undefined;
    return { text: counted ?? match[0].trim(), value, ...(per ? { per } : {}) };
  }
  return undefined;
}

/** "3 months of expenses", "six months' rent": an amount said as so long of what one spends. */
export const TIME_OF_COSTS = /\b(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(months?|weeks?|years?)(?:'|’)?\s+(?:(?:of|worth\s+of)\s+)?(?:my\s+|your\s+|our\s+)?(expenses|spending|salary|income|pay|wages|rent|bills|living\s+costs|outgoings)\b/i;
const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };

export interface TimeOfCosts {
  count: number;
  unit: 'month' | 'week';
  /** What is counted, as a bite says it: "your essential costs from your statements", "your rent". */
  of: string;
}

/** How many months (or weeks) of costs an amount said in time holds: "6 months of expenses" is 6 months, "a year of rent" 12. */
export function readTimeOfCosts(text: string): TimeOfCosts | undefined {
  const said = TIME_OF_COSTS.exec(text);
  if (!said) return undefined;
  const count = Number(said[1]) || NUMBER_WORDS[(said[1] ?? '').toLowerCase()] || 1;
  const unit = (said[2] ?? '').toLowerCase();
  const noun = (said[3] ?? '').toLowerCase();
  const of = /^(?:rent|salary|income|pay|wages)$/.test(noun) ? `your ${noun}` : 'your essential costs from your statements';
  return unit.startsWith('week') ? { count, unit: 'week', of } : { count: unit.startsWith('year') ? count * 12 : count, unit: 'month', of };
}
