// The goal's timeframe: "in 3 months", "by June", "before Christmas", "this year". compromise
// finds the phrase; its words then give a date or a length, measured in weeks from today.

import type { ParsedText, Span, Token } from './nlp.ts';
import { joinTokens } from './nlp.ts';
import { DURATION_WEEKS, MONTHS, MONTH_ABBREVIATIONS, NAMED_DATES, NUMBER_WORDS } from './words.ts';

export interface Timeframe {
  /** As the user wrote it. */
  text: string;
  weeks: number;
  span: Span;
  /** Part of the goal's own wording ("a 30-day challenge"), so it stays in the title's phrase. */
  inline: boolean;
}

const DAY = /^([0-9]{1,2})(st|nd|rd|th)?$/;
const YEAR = /^(19|20)[0-9]{2}$/;
const WEEK_MS = 7 * 24 * 3600 * 1000;

// Most explicit first: a stated deadline beats a length, a length beats a vague period.
const PATTERNS: readonly { pattern: string; read: 'date' | 'length'; inline?: true }[] = [
  { pattern: '(by|before|until|till|on) the? (end|start|beginning|middle|mid|early|late)? of? #Month /^[0-9]{1,2}(st|nd|rd|th)?$/? /^(19|20)[0-9]{2}$/?', read: 'date' },
  { pattern: '(by|before|until|till|on) the? /^[0-9]{1,2}(st|nd|rd|th)?$/ of? #Month /^(19|20)[0-9]{2}$/?', read: 'date' },
  { pattern: '(by|before|until|till) the? (end|start|beginning)? of? (this|next|the)? (#NamedDate|new year|year|month|week|weekend)', read: 'date' },
  { pattern: '(by|before|until|in) /^(19|20)[0-9]{2}$/', read: 'date' },
  { pattern: '(in|within|over|during|under|inside) the? (next|coming)? (/^[0-9]+(\\.[0-9]+)?$/|#NumberWord|a|an) (couple|few)? of? #Duration', read: 'length' },
  { pattern: '(in|within|over|during) (the|a)? (next|coming)? (half a|a half) (year|month)', read: 'length' },
  { pattern: '(/^[0-9]+$/|#NumberWord) #Duration .? (challenge|plan|program|programme|streak|sprint)', read: 'length', inline: true },
  { pattern: 'in #Month /^(19|20)[0-9]{2}$/?', read: 'date' },
  { pattern: '(this|next) (#NamedDate|year|month|week|weekend)', read: 'date' },
  { pattern: '(for|next) the? (next|coming)? (/^[0-9]+$/|#NumberWord|a|an) (couple|few)? of? #Duration', read: 'length' },
];

function monthOf(token: Token): number | undefined {
  const index = MONTHS.indexOf(token.normal as (typeof MONTHS)[number]);
  return index >= 0 ? index : MONTH_ABBREVIATIONS[token.normal];
}

const endOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0));

/** The next time this month and day come round, today included. */
function upcoming(today: Date, month: number, day: number): Date {
  const year = today.getUTCFullYear();
  const date = new Date(Date.UTC(year, month, day));
  return date.getTime() >= today.getTime() - 24 * 3600 * 1000 ? date : new Date(Date.UTC(year + 1, month, day));
}

function readDate(tokens: readonly Token[], today: Date): Date | undefined {
  const words = tokens.map((token) => token.normal);
  const has = (word: string) => words.includes(word);
  const year = words.find((word) => YEAR.test(word));
  const month = tokens.map(monthOf).find((value) => value !== undefined);
  const thisYear = today.getUTCFullYear();
  if (month !== undefined) {
    const day = words.map((word) => DAY.exec(word)?.[1]).find(Boolean);
    const atEnd = has('end') || has('late');
    const dayOfMonth = day ? Number(day) : atEnd ? endOfMonth(thisYear, month).getUTCDate() : 1;
    if (year) return new Date(Date.UTC(Number(year), month, dayOfMonth));
    const date = upcoming(today, month, dayOfMonth);
    // "by June" said in June means by the end of it, not next June.
    if (!day && date.getUTCFullYear() > thisYear && today.getUTCMonth() === month) return endOfMonth(thisYear, month);
    return date;
  }
  const named = words.map((word) => NAMED_DATES[word]).find(Boolean);
  if (named) {
    const date = upcoming(today, named.month, named.day);
    return has('next') && date.getUTCFullYear() === thisYear ? new Date(Date.UTC(thisYear + 1, named.month, named.day)) : date;
  }
  if (year) return has('in') ? new Date(Date.UTC(Number(year), 11, 31)) : new Date(Date.UTC(Number(year), 0, 1));
  const shift = has('next') ? 1 : 0;
  if (has('year')) return has('new') ? new Date(Date.UTC(thisYear + 1, 0, 1)) : new Date(Date.UTC(thisYear + shift, 11, 31));
  if (has('month')) return endOfMonth(thisYear, today.getUTCMonth() + shift);
  if (has('week') || has('weekend')) return new Date(today.getTime() + (shift + 1) * WEEK_MS);
  return undefined;
}

function readLength(tokens: readonly Token[]): number | undefined {
  const words = tokens.map((token) => token.normal);
  const unit = words.map((word) => DURATION_WEEKS[word]).find((value) => value !== undefined);
  if (unit === undefined) return undefined;
  if (words.includes('half')) return unit / 2;
  const counted = words.find((word) => /^[0-9]+(\.[0-9]+)?$/.test(word) || (word !== 'a' && word !== 'an' && NUMBER_WORDS[word]));
  const amount = counted ? (Number(counted) || NUMBER_WORDS[counted] || 1) : 1;
  return amount * unit;
}

/** "5 days a week" and "every 2 weeks" are a rhythm, not a timeframe. */
function isRhythm(sentence: readonly Token[], span: Span): boolean {
  const before = sentence[span.start - 1]?.normal;
  const after = sentence[span.end]?.normal;
  return before === 'every' || before === 'each' || ['a', 'per', 'each', 'every'].includes(after ?? '') && Boolean(sentence[span.end + 1]?.tags.has('Duration'));
}

export function readTimeframe(parsed: ParsedText, today: Date): Timeframe | undefined {
  for (const { pattern, read, inline = false } of PATTERNS) {
    for (const span of parsed.match(pattern)) {
      const sentence = parsed.sentences[span.sentence] ?? [];
      const tokens = sentence.slice(span.start, span.end);
      if (read === 'length' && isRhythm(sentence, span)) continue;
      const weeks = read === 'length' ? readLength(tokens) : weeksUntil(readDate(tokens, today), today);
      if (weeks !== undefined && weeks > 0) return { text: joinTokens(tokens), weeks, span, inline };
    }
  }
  return undefined;
}

function weeksUntil(date: Date | undefined, today: Date): number | undefined {
  if (!date) return undefined;
  const weeks = (date.getTime() - today.getTime()) / WEEK_MS;
  // A date already past is a slip of the keyboard, not a plan that ended before it started.
  return weeks > 0 ? Math.max(weeks, 1 / 7) : undefined;
}
