// When a goal written in another language than English is due. chrono-node reads dates in the
// languages it has parsers for ("15 de marzo", "le 14 juillet", "bis zum 1. Mai", "3月15日まで"),
// tried in the order of franc-min's guesses; a few words for the year and its seasons, which chrono
// does not read in any language, come from the table below. Like the English rules, a season is
// due as it starts and a year on its last day.

import type { Chrono } from 'chrono-node';
import * as de from 'chrono-node/de';
import * as es from 'chrono-node/es';
import * as fr from 'chrono-node/fr';
import * as ja from 'chrono-node/ja';
import * as pt from 'chrono-node/pt';
import { francAll } from 'franc-min';
import type { CalendarDay } from './calendar-day.ts';
import { chronoDay } from './chrono-day.ts';
import { daysBetween, nextDayOf } from './calendar-day.ts';
import type { DueDate } from './due-date.ts';

type Language = 'spa' | 'fra' | 'deu' | 'por' | 'ita' | 'jpn' | 'cmn';

const PARSERS: Partial<Record<Language, Chrono>> = { spa: es.casual, fra: fr.casual, deu: de.casual, por: pt.casual, jpn: ja.casual };

type Period = 'this year' | 'next year' | 'spring' | 'summer' | 'autumn' | 'winter';

/** The words for each period, as a regular expression's alternatives, by language. */
const PERIODS: Record<Language, Record<Period, string>> = {
  spa: {
    'this year': String.raw`este año|fin(?:al)? de(?:l)? año`, 'next year': String.raw`(?:el )?(?:próximo año|año que viene)`,
    spring: 'primavera', summer: 'verano', autumn: 'otoño', winter: 'invierno',
  },
  fra: {
    'this year': String.raw`cette année|fin de l'année|fin d'année`, 'next year': String.raw`l'année prochaine|l'an prochain`,
    spring: 'printemps', summer: 'été', autumn: 'automne', winter: 'hiver',
  },
  deu: {
    'this year': String.raw`dieses jahr|diesem jahr|ende des jahres|jahresende`, 'next year': String.raw`nächstes jahr|nächsten jahr`,
    spring: 'frühling|frühjahr', summer: 'sommer', autumn: 'herbst', winter: 'winter',
  },
  por: {
    'this year': String.raw`este ano|fi(?:m|nal) do ano`, 'next year': String.raw`(?:o )?(?:próximo ano|ano que vem)`,
    spring: 'primavera', summer: 'verão', autumn: 'outono', winter: 'inverno',
  },
  ita: {
    'this year': String.raw`quest'anno|fine (?:dell')?anno`, 'next year': String.raw`(?:l'|il )?(?:anno prossimo|prossimo anno)`,
    spring: 'primavera', summer: 'estate', autumn: 'autunno', winter: 'inverno',
  },
  jpn: { 'this year': '今年|年末', 'next year': '来年', spring: '春', summer: '夏', autumn: '秋', winter: '冬' },
  cmn: { 'this year': '今年|年底', 'next year': '明年', spring: '春天', summer: '夏天', autumn: '秋天', winter: '冬天' },
};

const SEASON_START: Record<Exclude<Period, 'this year' | 'next year'>, number> = { spring: 3, summer: 6, autumn: 9, winter: 12 };

// On a goal of a few words franc's guess is noise ("Apprendre le piano cette année" scores
// Italian first), so every language it finds close to its best is tried, best first, and the
// first that reads a date wins: date words seldom mean a date in a language they are not of.
const CLOSE = 0.75;

/** The languages read here that the text may be in, most likely first. */
function candidatesOf(text: string): Language[] {
  return francAll(text, { minLength: 3, only: Object.keys(PERIODS) })
    .filter(([code, score]) => code in PERIODS && score >= CLOSE)
    .map(([code]) => code as Language);
}

function periodDay(period: Period, today: CalendarDay): CalendarDay {
  if (period === 'this year') return { year: today.year, month: 12, day: 31 };
  if (period === 'next year') return { year: today.year + 1, month: 12, day: 31 };
  return nextDayOf(today, SEASON_START[period], 1);
}

// Word edges that hold in every script: no letter right before or after. Either apostrophe, as
// phones type the curly one. Chinese and Japanese have no spaces, so their words stand alone.
const edged = (words: string) => new RegExp(String.raw`(?<!\p{L})(?:${words.replaceAll("'", "['’]")})(?!\p{L})`, 'giu');
const PERIOD_PATTERNS = Object.fromEntries((Object.entries(PERIODS) as [Language, Record<Period, string>][]).map(([language, periods]) => [
  language,
  (Object.entries(periods) as [Period, string][]).map(([period, words]) => ({
    period,
    pattern: language === 'jpn' || language === 'cmn' ? new RegExp(words, 'gu') : edged(words),
  })),
])) as Record<Language, { period: Period; pattern: RegExp }[]>;

function fromPeriods(language: Language, text: string, today: CalendarDay): DueDate[] {
  return PERIOD_PATTERNS[language].flatMap(({ period, pattern }) =>
    [...text.matchAll(pattern)].map((match) => ({ day: periodDay(period, today), start: match.index, end: match.index + match[0].length })));
}

function fromChrono(parser: Chrono, text: string, today: CalendarDay): DueDate[] {
  const instant = new Date(today.year, today.month - 1, today.day, 12);
  return parser.parse(text, { instant }, { forwardDate: true }).flatMap((result) => {
    // A time of day alone ("à 7h") is not a deadline.
    const named = chronoDay(result, today);
    return named ? [{ day: named.day, start: result.index, end: named.end }] : [];
  });
}

function datesIn(language: Language, text: string, today: CalendarDay): DueDate[] {
  const periods = fromPeriods(language, text, today);
  const parser = PARSERS[language];
  const dated = parser ? fromChrono(parser, text, today).filter((date) => !periods.some((p) => p.start < date.end && date.start < p.end)) : [];
  return [...periods, ...dated].filter((date) => daysBetween(today, date.day) > 0).sort((a, b) => a.start - b.start);
}

/** Every future date a goal in another language names, in text order. */
export function readForeignDueDates(text: string, today: CalendarDay): DueDate[] {
  for (const language of candidatesOf(text)) {
    const dates = datesIn(language, text, today);
    if (dates.length > 0) return dates;
  }
  return [];
}
