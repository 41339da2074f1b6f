// The numbers a goal is measured in ("$10,000", "24 books", "5k", "10 kg", "a marathon"), and
// milestones on the way to them written the way the user wrote the target.

import type { ParsedText, Span, Token } from './nlp.ts';
import { joinTokens } from './nlp.ts';
import type { QuantityKind } from './words.ts';
import { NAMED_DISTANCES, NUMBER_WORDS, STOP_WORDS, UNIT_KINDS } from './words.ts';

export interface Quantity {
  /** As the user wrote it. */
  text: string;
  value: number;
  kinds: readonly QuantityKind[];
  /** The counted thing or the unit ("books", "kg"), lower case; empty for money with a symbol. */
  unit: string;
  format(value: number): string;
}

const NUMBER = /^([$£€])?([0-9][0-9,]*(?:\.[0-9]+)?)([km])?$/i;
const COMPOUND = /^([0-9][0-9,]*)-([a-z]+)$/i;
const YEAR = /^(19|20)[0-9]{2}$/;
// "3 new clients" counts clients: one describing word may sit between the number and the thing.
const DESCRIBING = new Set(['new', 'more', 'extra', 'additional', 'paying', 'good', 'regular', 'loyal', 'happy']);
const NOT_COUNTED = new Set([...STOP_WORDS, 'minutes', 'minute', 'hours', 'hour', 'mins', 'hrs', 'percent', 'am', 'pm', 'times', 'score', 'points', 'level', 'grade', 'years', 'year', 'old', 'st', 'nd', 'rd', 'th']);

function formatter(symbol: string, suffix: string, unit: string, spaced: boolean): (value: number) => string {
  return (value) => {
    const shown = suffix ? Number((value / (suffix.toLowerCase() === 'm' ? 1e6 : 1e3)).toFixed(1)) : value;
    const digits = shown.toLocaleString('en-US', { maximumFractionDigits: 1 });
    return `${symbol}${digits}${suffix}${unit ? (spaced ? ' ' : '') + unit : ''}`;
  };
}

function isCountWord(token: Token): boolean {
  const word = token.normal;
  return /^[a-z][a-z'-]*$/.test(word) && !NOT_COUNTED.has(word) && !token.tags.has('Duration') && !token.tags.has('Month') &&
    !token.tags.has('Preposition') && !token.tags.has('Determiner');
}

/** The word after a number, skipping the empty token compromise leaves when it splits "10kg". */
function unitAfter(sentence: readonly Token[], index: number): { unit: string; spaced: boolean; text: string } | undefined {
  const next = sentence[index + 1];
  if (!next) return undefined;
  if (!next.text && next.normal) return { unit: next.normal, spaced: false, text: next.normal };
  const described = DESCRIBING.has(next.normal) && sentence[index + 2] ? unitAfter(sentence, index + 1) : undefined;
  if (described) return { ...described, unit: `${next.normal} ${described.unit}`, text: `${next.text} ${described.text}` };
  if (!isCountWord(next)) return undefined;
  // "push-ups" arrives as "push" + "ups"; keep the pair together.
  const after = sentence[index + 2];
  if (next.post === '-' && after) return { unit: `${next.text}-${after.text}`.toLowerCase(), spaced: true, text: `${next.text}-${after.text}` };
  // "twenty healthy dinners": a describing word may come first, so a second word joins the unit.
  if (after && !next.post.trim() && isCountWord(after) && !after.tags.has('GoalVerb') && !UNIT_KINDS[next.normal]) {
    const text = `${next.text} ${after.text}`;
    return { unit: text.toLowerCase(), spaced: true, text };
  }
  return { unit: next.text.toLowerCase(), spaced: true, text: next.text };
}

function readNumber(sentence: readonly Token[], index: number): Quantity | undefined {
  const token = sentence[index] as Token;
  const compound = COMPOUND.exec(token.text);
  if (compound) {
    const value = Number(compound[1]?.replaceAll(',', ''));
    const unit = `${compound[2]?.toLowerCase()}s`;
    return { text: token.text, value, kinds: UNIT_KINDS[unit] ?? ['count'], unit, format: formatter('', '', unit, true) };
  }
  const wordValue = NUMBER_WORDS[token.normal];
  // "10kg" keeps its text but compromise gives the number alone as the normal form.
  const number = NUMBER.exec(token.text) ?? NUMBER.exec(token.normal);
  if (!number && (!wordValue || token.normal === 'a' || token.normal === 'an')) return undefined;
  const [, symbol = '', digits = '', suffix = ''] = number ?? [];
  const value = number ? Number(digits.replaceAll(',', '')) * (suffix.toLowerCase() === 'k' ? 1e3 : suffix.toLowerCase() === 'm' ? 1e6 : 1) : (wordValue as number);
  if (!value) return undefined;
  if (symbol) return { text: token.text, value, kinds: ['money'], unit: '', format: formatter(symbol, suffix, '', false) };
  const after = unitAfter(sentence, index);
  const end = after ? (after.spaced ? index + 1 + after.text.split(/[- ]/).length : index + 2) : index + 1;
  const text = joinTokens(sentence.slice(index, end));
  if (suffix && (!after || !after.spaced)) {
    return { text, value, kinds: UNIT_KINDS[suffix.toLowerCase()] ?? ['count'], unit: '', format: formatter('', suffix, '', false) };
  }
  if (!after || (YEAR.test(token.text) && !UNIT_KINDS[after.unit])) return undefined;
  const kinds = UNIT_KINDS[after.unit] ?? ['count'];
  return { text, value, kinds, unit: after.unit, format: formatter('', '', after.text, after.spaced) };
}

function namedDistances(parsed: ParsedText): { span: Span; quantity: Quantity }[] {
  return parsed.match('(half marathon|marathon|ultramarathon|ultra)').map((span) => {
    const tokens = parsed.sentences[span.sentence]?.slice(span.start, span.end) ?? [];
    const name = tokens.map((token) => token.normal).join(' ');
    const text = joinTokens(tokens);
    const value = NAMED_DISTANCES[name] ?? NAMED_DISTANCES.marathon ?? 42.2;
    return { span, quantity: { text, value, kinds: ['distance'], unit: 'km', format: formatter('', '', 'km', true) } };
  });
}

/** Every quantity in the text, in order, outside the given spans (the timeframe's numbers). */
export function readQuantities(parsed: ParsedText, skip: readonly Span[]): Quantity[] {
  const inside = (sentence: number, index: number) =>
    skip.some((span) => span.sentence === sentence && index >= span.start && index < span.end);
  const found: { at: number; quantity: Quantity }[] = [];
  parsed.sentences.forEach((sentence, s) => {
    sentence.forEach((token, i) => {
      if (inside(s, i) || !token.text) return;
      const quantity = readNumber(sentence, i);
      if (quantity) found.push({ at: s * 1e4 + i, quantity });
    });
  });
  for (const { span, quantity } of namedDistances(parsed)) {
    const numbered = found.some(({ at }) => at === span.sentence * 1e4 + span.start - 1);
    if (!numbered) found.push({ at: span.sentence * 1e4 + span.start, quantity });
  }
  return found.sort((a, b) => a.at - b.at).map(({ quantity }) => quantity);
}

/** A step size that reads like a person chose it: 1, 5, 10, 50... or 0.5 for small targets. */
function niceStep(target: number): number {
  if (target <= 10 && !Number.isInteger(target)) return 0.5;
  if (target <= 10) return target <= 5 ? 0.5 : 1;
  const magnitude = 10 ** (Math.floor(Math.log10(target)) - 1);
  return target / (magnitude * 10) < 2.5 ? magnitude : magnitude * 5;
}

/** Up to `count` increasing amounts ending at the target, rounded to nice steps. */
export function milestoneValues(target: number, count: number, whole: boolean): number[] {
  const step = whole ? Math.max(1, niceStep(target)) : niceStep(target);
  const values: number[] = [];
  for (let i = 1; i < count; i++) {
    const value = Math.round((target * i) / count / step) * step;
    // One of anything ("1 books", "1 kilos") reads wrong and is hardly a milestone.
    const last = values.at(-1) ?? 1;
    if (value > last && value < target) values.push(value);
  }
  return [...values, target];
}

