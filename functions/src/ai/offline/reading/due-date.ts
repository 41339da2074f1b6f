// Reads when a goal is due from its own words, relative to today in the user's time zone.
// chrono-node reads most of it ("in 3 months", "by Friday", "by next October", "1 May"); the
// rules here cover what it does not know or reads otherwise: quarters ("by Q4"), a bare day of
// the month ("on the 14th"), a bare year, the ends of periods ("by the end of the year"),
// seasons and a few holidays, a month after "by", "in" or "next" even when misspelt ("by May",
// which chrono skips as the verb "may", "in agust"), and rates ("3 times a week"), which are not
// dates at all.
//
// A named period (a month, quarter or season) is due on its first day, since "before my wedding
// in June" and "by October" both ask for it done as that period starts (a month only days away,
// "by December" said in late November, at its end, but "before December" as it starts); "this weekend" on the coming Sunday; "end of ..." and a whole
// year ("this year", "by 2027") are due on their last day.

import * as chrono from 'chrono-node/en';
import type { CalendarDay } from './calendar-day.ts';
import { chronoDay } from './chrono-day.ts';
import { closestWord } from './closest-word.ts';
import { addDays, daysBetween, isoDay, lastDayOfMonth, monthDeadline, nextDayOf, weekday, weekendEnd } from './calendar-day.ts';

export interface DueDate {
  day: CalendarDay;
  /** Where the words that say it are in the text, with the preposition that leads them in. */
  start: number;
  end: number;
}

const LEAD = String.raw`(?:\b(?:by|before|until|till|in|on|within|during|for|around|no later than|at)\s+)?`;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const SEASON_START: Record<string, number> = { spring: 3, summer: 6, autumn: 9, fall: 9, winter: 12 };
/** Fewer days than this before a season starts, and it is the season's end that is meant. */
const SEASON_TOO_CLOSE_DAYS = 21;
const QUARTER_WORDS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: 4 };

const after = (day: CalendarDay, today: CalendarDay) => daysBetween(today, day) > 0;

/**
 * The month a word names, allowing a slip in a long enough name ("agust", "septmber"); a word of
 * four letters or fewer must be exact, or "math" would be March.
 */
function monthOf(word: string): number | undefined {
  const slips = word.length < 5 ? 0 : word.length < 8 ? 1 : 2;
  const month = closestWord(word, MONTHS, slips);
  return month ? MONTHS.indexOf(month) + 1 : undefined;
}

/** The first day of this period in the year it next starts (this year if still ahead). */
function nextStart(today: CalendarDay, month: number, endOf: boolean, lastMonth: number): CalendarDay {
  for (const year of [today.year, today.year + 1]) {
    const day = endOf ? lastDayOfMonth(year, lastMonth) : { year, month, day: 1 };
    if (after(day, today)) return day;
  }
  return { year: today.year + 1, month, day: 1 };
}

interface Rule {
  pattern: RegExp;
  read(match: RegExpExecArray, today: CalendarDay): CalendarDay | undefined;
}

const RULES: Rule[] = [
  {
    // "this week", "by the end of the month", "next month": the end of that week or month
    pattern: new RegExp(String.raw`${LEAD}(?:the\s+)?(?:end\s+of\s+)?(?:the|this|next)\s+(week|month)\b`, 'gi'),
    read: (match, today) => {
      const next = /next/i.test(match[0]);
      if (/week/i.test(match[1] ?? '')) return addDays(today, ((7 - weekday(today)) % 7 || 7) + (next ? 7 : 0));
      const month = today.month + (next ? 1 : 0);
      return lastDayOfMonth(today.year + Math.floor((month - 1) / 12), ((month - 1) % 12) + 1);
    },
  },
  {
    // "this weekend", "by next weekend", "over the weekend": done by that Sunday ("every weekend" is a rate).
    pattern: /\b(?:(?:by|before|until|over|during|at|on)\s+)?(this|next|the\s+coming|coming)\s+weekend\b|\b(?:by|over|during)\s+the\s+weekend\b/gi,
    read: (match, today) => weekendEnd(today, /next/i.test(match[1] ?? '')),
  },
  {
    // "this school year", "by the end of the academic year": a school year ends in June.
    pattern: new RegExp(String.raw`${LEAD}(?:the\s+)?(?:end\s+of\s+)?(?:the|this|next)\s+(?:school|academic)\s+year\b`, 'gi'),
    read: (match, today) => ({ year: today.year + (today.month > 6 ? 1 : 0) + (/next/i.test(match[0]) ? 1 : 0), month: 6, day: 30 }),
  },
  {
    // "by the end of the year", "this year", "by the end of next year"
    pattern: new RegExp(String.raw`${LEAD}(?:the\s+)?(?:(?:end|rest)\s+of\s+)?(?:the|this|next)\s+year\b`, 'gi'),
    read: (match, today) => ({ year: today.year + (/next/i.test(match[0]) ? 1 : 0), month: 12, day: 31 }),
  },
  {
    // "by Q4", "end of Q1 2027", "in the third quarter"
    pattern: new RegExp(String.raw`${LEAD}(?:the\s+)?(end\s+of\s+(?:the\s+)?)?(?:q([1-4])|(first|second|third|fourth|last)\s+quarter)(?:\s+(?:of\s+)?(20\d\d))?\b`, 'gi'),
    read: (match, today) => {
      const quarter = Number(match[2]) || QUARTER_WORDS[(match[3] ?? '').toLowerCase()] || 4;
      const first = quarter * 3 - 2;
      const endOf = Boolean(match[1]);
      if (match[4]) return endOf ? lastDayOfMonth(Number(match[4]), first + 2) : { year: Number(match[4]), month: first, day: 1 };
      return nextStart(today, first, endOf, first + 2);
    },
  },
  {
    // "on the 14th", "by the 3rd" (a day of a month that is not named)
    pattern: new RegExp(String.raw`${LEAD}the\s+([12]?\d|3[01])(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:${MONTHS.join('|')}|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b)`, 'gi'),
    read: (match, today) => {
      const wanted = Number(match[1]);
      for (let offset = 0; offset < 3; offset++) {
        const month = ((today.month - 1 + offset) % 12) + 1;
        const year = today.year + Math.floor((today.month - 1 + offset) / 12);
        if (wanted > lastDayOfMonth(year, month).day) continue;
        const day = { year, month, day: wanted };
        if (daysBetween(today, day) >= 0) return day;
      }
      return undefined;
    },
  },
  {
    // "by 2027-03-15", "before 2027-3-1": a date written the ISO way, as a date picker fills it in.
    pattern: new RegExp(String.raw`${LEAD}(?:the\s+)?(20\d\d)-(\d{1,2})-(\d{1,2})\b`, 'gi'),
    read: (match) => {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      if (month < 1 || month > 12 || day < 1 || day > lastDayOfMonth(year, month).day) return undefined;
      return { year, month, day };
    },
  },
  {
    // "by 2027", "before 2028": a bare year (a month before it is chrono's)
    pattern: new RegExp(String.raw`\b(by|in|before|until|during|for|of)\s+(20\d\d)\b(?![-/]\d)`, 'gi'),
    read: (match) => {
      const year = Number(match[2]);
      return /before/i.test(match[1] ?? '') ? { year: year - 1, month: 12, day: 31 } : { year, month: 12, day: 31 };
    },
  },
  {
    // "by May", "by next May", "in agust", "before Septmber 15th 2027"
    pattern: /\b(?:by|before|until|till|in|for|during|around|next|this)\s+(?:(?:next|this)\s+)?(\p{L}{3,})(?:\s+(\d{1,2})(?:st|nd|rd|th)?\b)?(?:,?\s+(20\d\d)\b)?/giu,
    read: (match, today) => {
      const month = monthOf(match[1] ?? '');
      if (!month) return undefined;
      const day = Number(match[2]) || 1;
      if (match[3]) return { year: Number(match[3]), month, day };
      if (match[2]) return nextDayOf(today, month, day);
      const first = nextStart(today, month, false, month);
      // "Before December" is done as December starts, however near it is; "by December" said in late November means its end.
      return /^before\b/i.test(match[0]) ? first : monthDeadline(today, first);
    },
  },
  {
    // "by summer", "before next winter", "by the end of the summer"
    pattern: new RegExp(String.raw`${LEAD}(?:the\s+)?(end\s+of\s+(?:the\s+)?)?(?:this\s+|next\s+)?(spring|summer|autumn|fall|winter)\b`, 'gi'),
    read: (match, today) => {
      const month = SEASON_START[(match[2] ?? '').toLowerCase()] ?? 6;
      const last = ((month + 1) % 12) + 1;
      const start = nextStart(today, month, Boolean(match[1]), last);
      // "This winter" said days before it starts means the winter itself: done by its end.
      return match[1] || daysBetween(today, start) >= SEASON_TOO_CLOSE_DAYS ? start : lastDayOfMonth(start.year + (last < month ? 1 : 0), last);
    },
  },
  {
    // "Over the Christmas holidays": done by the time they end, with the new year.
    pattern: new RegExp(String.raw`${LEAD}(?:(?:over\s+)?(?:the\s+)?(?:christmas|xmas|winter|festive)\s+(?:holidays|break)|over\s+the\s+holidays)\b`, 'gi'),
    read: (_match, today) => nextDayOf(today, 1, 1),
  },
  {
    // Thanksgiving is the fourth Thursday of November.
    pattern: new RegExp(String.raw`${LEAD}thanksgiving\b`, 'gi'),
    read: (_match, today) => {
      const thursday = (year: number) => ({ year, month: 11, day: 1 + ((4 - weekday({ year, month: 11, day: 1 }) + 7) % 7) + 21 });
      return after(thursday(today.year), today) ? thursday(today.year) : thursday(today.year + 1);
    },
  },
  {
    // A few holidays chrono does not know; "the holidays" of the year's end start on Christmas Eve.
    pattern: new RegExp(String.raw`${LEAD}(christmas eve|christmas|the holidays|the holiday season|the festive season|new year'?s eve|new year'?s(?: day)?|halloween|valentine'?s(?: day)?)\b`, 'gi'),
    read: (match, today) => {
      const name = (match[1] ?? '').toLowerCase();
      const [month, day] = name.startsWith('christmas eve') || name.startsWith('the ') ? [12, 24] : name.startsWith('christmas') ? [12, 25] : name.includes('eve') ? [12, 31] : name.startsWith('new year') ? [1, 1] : name.startsWith('halloween') ? [10, 31] : [2, 14];
      const thisYear = { year: today.year, month, day };
      return after(thisYear, today) ? thisYear : { year: today.year + 1, month, day };
    },
  },
];

/** "3 times a week", "twice a month", "100 sales a month", "per day": rates, never dates. */
const RATE = /^(?:a|an|per|each|every)\s+(?:day|week|month|year|morning|evening|night)$/i;
/** "20 minutes a day", "3 times a week": chrono reads such an amount as a time from now. */
const AMOUNT_PER = /(?<!\d)\d+(?:\s*\p{L}+)?\s+(?:a|an|per|each|every)\s+(?:day|week|month|year|morning|evening|night)$/iu;

/**
 * A length of time that is no deadline: an age ("my 7 year old"), a size ("a 3 month emergency
 * fund") or how long something has gone on ("after vaping for 6 years").
 */
function notADeadline(lead: string, said: string, after: string): boolean {
  const number = /^\s*(for\s+)?(?:\d|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b)/i.exec(said);
  if (!number) return false;
  const before = `${lead}${number[1] ?? ''}`;
  if (/^[\s-]*olds?\b/i.test(after)) return true;
  // "3 months of expenses", "six months' worth of rent": an amount said in time, not when.
  if (/^(?:'|’)?\s*(?:of|worth)\s/i.test(after) && !/\b(?:in|within|by|after)\s+$/i.test(lead)) return true;
  if (/\b(?:a|an|my|our|his|her|their|the)\s+$/i.test(before)) return true;
  return /\bfor\s+$/i.test(before) && /\b(?:been|have|has|had|doing|after|since|was|were|used\s+to)\b[^.;]*$/i.test(before);
}

function fromChrono(text: string, today: CalendarDay): DueDate[] {
  const instant = new Date(today.year, today.month - 1, today.day, 12);
  return chrono.casual.parse(text, { instant }, { forwardDate: true }).flatMap((result) => {
    if (RATE.test(result.text.trim()) || AMOUNT_PER.test(result.text.trim()) || /\b(?:every|each)\s+$/i.test(text.slice(0, result.index))) return [];
    if (notADeadline(text.slice(0, result.index), result.text, text.slice(result.index + result.text.length))) return [];
    // "at 6am" is a time of day, not a deadline.
    const named = chronoDay(result, today);
    if (!named) return [];
    const lead = /(?:\b(?:by|before|until|till|in|on|within|during|for|around|at)\s+)?(?:(?:next|this|the)\s+)?$/i.exec(text.slice(0, result.index));
    return [{ day: named.day, start: lead?.[0] ? lead.index : result.index, end: named.end }];
  });
}

function fromRules(text: string, today: CalendarDay): DueDate[] {
  return RULES.flatMap((rule) =>
    [...text.matchAll(rule.pattern)].flatMap((match) => {
      const day = rule.read(match as RegExpExecArray, today);
      return day ? [{ day, start: match.index, end: match.index + match[0].length }] : [];
    }),
  );
}

const overlaps = (a: DueDate, b: DueDate) => a.start < b.end && b.start < a.end;

const TODAY = new RegExp(String.raw`${LEAD}(?:the\s+end\s+of\s+)?(?:today|tonight|this\s+evening)\b`, 'gi');
/** "Start running today" says when it begins, not when it is due. */
const BEGINS = /\b(?:start|begin|from)\w*\b[^.;,]*$/i;

/** "Clean the kitchen tonight", "… by the end of today": due today, the one day before tomorrow a goal may name. */
function fromToday(text: string, today: CalendarDay): DueDate[] {
  return [...text.matchAll(TODAY)].flatMap((match) =>
    BEGINS.test(text.slice(0, match.index)) ? [] : [{ day: today, start: match.index, end: match.index + match[0].length }]);
}

/** Every date the goal names, in text order; the rules win where chrono reads the same words. */
export function readDueDates(text: string, today: CalendarDay): DueDate[] {
  const ruled = [...fromRules(text, today), ...fromToday(text, today)];
  const chronoDates = fromChrono(text, today).filter((date) => !ruled.some((rule) => overlaps(rule, date)));
  return [...ruled, ...chronoDates]
    .filter((date) => daysBetween(today, date.day) >= 0 && (daysBetween(today, date.day) > 0 || ruled.includes(date)))
    .sort((a, b) => a.start - b.start);
}

/** The goal's due date: the last day it names (two goals in one sentence end with the later one). */
export function dueDateOf(dates: readonly DueDate[]): string | null {
  const last = dates.reduce<DueDate | undefined>((latest, date) => (!latest || daysBetween(latest.day, date.day) > 0 ? date : latest), undefined);
  return last ? isoDay(last.day) : null;
}

