// When a goal written in another language than English is due. chrono-node reads dates in the
// languages it has parsers for ("15 de marzo", "le 14 juillet", "bis zum 1. Mai", "3月15日まで"),
// tried in the order of language.ts's guesses; a few words for the year and its seasons, which chrono
// does not read in any language, come from the table below. Like the English rules, a season is
// due as it starts and a year on its last day.

import type { Chrono } from 'chrono-node';
import * as de from 'chrono-node/de';
import * as es from 'chrono-node/es';
import * as fr from 'chrono-node/fr';
import * as ja from 'chrono-node/ja';
import * as nl from 'chrono-node/nl';
import * as pt from 'chrono-node/pt';
import type { CalendarDay } from './calendar-day.ts';
import { chronoDay } from './chrono-day.ts';
import { addDays, daysBetween, lastDayOfMonth, monthDeadline, nextDayOf } from './calendar-day.ts';
import type { DueDate } from './due-date.ts';
import { rankLanguages, type OtherLanguage } from './language.ts';

/** The languages whose dates are read. */
type Language = OtherLanguage;

const PARSERS: Partial<Record<Language, Chrono>> = { es: es.casual, fr: fr.casual, de: de.casual, pt: pt.casual, nl: nl.casual, ja: ja.casual };

type Period = 'this year' | 'next year' | 'spring' | 'summer' | 'autumn' | 'winter' | 'christmas';

/** The words for each period, as a regular expression's alternatives, by language. */
const PERIODS: Record<Language, Record<Period, string>> = {
  es: {
    'this year': String.raw`este año|fin(?:al)? de(?:l)? año`, 'next year': String.raw`(?:el )?(?:próximo año|año que viene)`,
    spring: 'primavera', summer: 'verano', autumn: 'otoño', winter: 'invierno', christmas: 'navidad(?:es)?',
  },
  fr: {
    'this year': String.raw`cette année|fin de l'année|fin d'année`, 'next year': String.raw`l'année prochaine|l'an prochain`,
    spring: 'printemps', summer: 'été', autumn: 'automne', winter: 'hiver', christmas: 'noël',
  },
  de: {
    'this year': String.raw`dieses jahr|diesem jahr|ende des jahres|jahresende`, 'next year': String.raw`nächstes jahr|nächsten jahr`,
    spring: 'frühling|frühjahr', summer: 'sommer', autumn: 'herbst', winter: 'winter', christmas: 'weihnachten',
  },
  pt: {
    'this year': String.raw`este ano|fi(?:m|nal) do ano`, 'next year': String.raw`(?:o )?(?:próximo ano|ano que vem)`,
    spring: 'primavera', summer: 'verão', autumn: 'outono', winter: 'inverno', christmas: 'natal',
  },
  it: {
    'this year': String.raw`quest'anno|fine (?:dell')?anno`, 'next year': String.raw`(?:l'|il )?(?:anno prossimo|prossimo anno)`,
    spring: 'primavera', summer: 'estate', autumn: 'autunno', winter: 'inverno', christmas: 'natale',
  },
  nl: {
    'this year': String.raw`dit jaar|(?:het )?einde van het jaar|eind van het jaar`, 'next year': String.raw`volgend jaar`,
    spring: 'lente|voorjaar', summer: 'zomer', autumn: 'herfst|najaar', winter: 'winter', christmas: 'kerst(?:mis)?',
  },
  ja: { 'this year': '今年|年末', 'next year': '来年', spring: '春', summer: '夏', autumn: '秋', winter: '冬', christmas: 'クリスマス' },
  zh: { 'this year': '今年|年底', 'next year': '明年', spring: '春天', summer: '夏天', autumn: '秋天', winter: '冬天', christmas: '圣诞节' },
};

/**
 * A month named alone after a word for "in", "by" or "before" ("en octobre", "bis März"), which
 * chrono does not read: its first day (the month's end when it is only days away, unless the word
 * is "before"); after a word for "the end of" ("bis Ende Februar", "a finales de marzo"), its last.
 */
const MONTH_NAMES: Partial<Record<Language, { lead: string; months: string[] }>> = {
  es: { lead: String.raw`en|para|antes de|hasta|(?:para |hasta )?(?:a )?finales de|(?:para |hasta )?(?:el )?final de`, months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'] },
  pt: { lead: String.raw`em|para|antes de|até|(?:até |para )?o? ?(?:fim|final) de`, months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'] },
  fr: { lead: String.raw`en|d'ici|avant|pour|jusqu'en|(?:d'ici |pour )?(?:la )?fin(?: de| d')?`, months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] },
  de: { lead: String.raw`im|bis|vor|ab|zum|(?:bis )?(?:zum )?ende`, months: ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'] },
  nl: { lead: String.raw`in|voor|tegen|uiterlijk|(?:voor |tegen )?(?:het )?eind(?:e)?(?: van)?`, months: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'] },
  it: { lead: String.raw`a|in|entro|prima di|per|(?:entro )?(?:la )?fine(?: di)?`, months: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'] },
};

const MONTH_PATTERNS = Object.fromEntries(Object.entries(MONTH_NAMES).map(([language, { lead, months }]) => [
  language,
  edged(`(${lead})\\s+(${months.join('|')})`),
])) as Partial<Record<Language, RegExp>>;

const END_OF = /(?:ende|fin|fine|finales|final|fim)\b/iu;

/** "antes de diciembre", "vor März": done before the month starts, however near it is. */
const BEFORE = /^(?:antes de|avant|vor|voor|prima di)$/iu;

function fromMonths(language: Language, text: string, today: CalendarDay): DueDate[] {
  const pattern = MONTH_PATTERNS[language];
  const months = MONTH_NAMES[language]?.months ?? [];
  return pattern
    ? [...text.matchAll(pattern)].map((match) => {
        const first = nextDayOf(today, months.indexOf((match[2] ?? '').toLowerCase()) + 1, 1);
        const lead = match[1] ?? '';
        const day = END_OF.test(lead) ? lastDayOfMonth(first.year, first.month) : BEFORE.test(lead) ? first : monthDeadline(today, first);
        return { day, start: match.index, end: match.index + match[0].length };
      })
    : [];
}

type Unit = 'day' | 'week' | 'month' | 'year';

/**
 * "entro due mesi", "d'ici trois mois", "innerhalb von drei Monaten", "em três meses": a span from
 * today, which chrono reads in some languages and not in others. The numbers one to twelve, first
 * the words, then digits; each unit's words as a regular expression's alternatives.
 */
const SPANS: Partial<Record<Language, { lead: string; numbers: string[]; units: Record<Unit, string> }>> = {
  es: {
    lead: String.raw`en|dentro de|en menos de|antes de|para dentro de`,
    numbers: ['un|una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'],
    units: { day: 'días?', week: 'semanas?', month: 'mes(?:es)?', year: 'años?' },
  },
  pt: {
    lead: String.raw`em|dentro de|em menos de|daqui a`,
    numbers: ['um|uma', 'dois|duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze'],
    units: { day: 'dias?', week: 'semanas?', month: 'mês|meses', year: 'anos?' },
  },
  fr: {
    lead: String.raw`en|dans|d'ici|sous|en moins de|d'ici à`,
    numbers: ['un|une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
    units: { day: 'jours?', week: 'semaines?', month: 'mois', year: 'ans?|années?' },
  },
  de: {
    lead: String.raw`in|innerhalb von|innerhalb|binnen|in den nächsten|in weniger als`,
    numbers: ['einem|einer|ein|eine', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
    units: { day: 'tagen?|tag', week: 'wochen?', month: 'monaten?|monat', year: 'jahren?|jahr' },
  },
  nl: {
    lead: String.raw`in|binnen|over|binnen de|in de komende`,
    numbers: ['een|één', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien', 'elf', 'twaalf'],
    units: { day: 'dagen|dag', week: 'weken|week', month: 'maanden|maand', year: 'jaren|jaar' },
  },
  it: {
    lead: String.raw`entro|in|tra|fra|nel giro di|in meno di|nei prossimi|nelle prossime`,
    numbers: ['un|uno|una', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici'],
    units: { day: 'giorni|giorno', week: 'settimane|settimana', month: 'mesi|mese', year: 'anni|anno' },
  },
};

const SPAN_PATTERNS = Object.fromEntries(Object.entries(SPANS).map(([language, { lead, numbers, units }]) => [
  language,
  edged(String.raw`(?:${lead})\s+(${numbers.join('|')}|\d{1,2})\s+(?:(${units.day})|(${units.week})|(${units.month})|(${units.year}))`),
])) as Partial<Record<Language, RegExp>>;

function afterMonths(today: CalendarDay, months: number): CalendarDay {
  const index = today.month - 1 + months;
  const year = today.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(today.day, lastDayOfMonth(year, month).day) };
}

function fromSpans(language: Language, text: string, today: CalendarDay): DueDate[] {
  const pattern = SPAN_PATTERNS[language];
  const numbers = SPANS[language]?.numbers ?? [];
  if (!pattern) return [];
  return [...text.matchAll(pattern)].flatMap((match) => {
    const said = (match[1] ?? '').toLowerCase();
    const count = /^\d+$/.test(said) ? Number(said) : numbers.findIndex((words) => words.split('|').includes(said)) + 1;
    if (count < 1) return [];
    const day = match[2] ? addDays(today, count) : match[3] ? addDays(today, 7 * count)
      : match[4] ? afterMonths(today, count) : afterMonths(today, 12 * count);
    return [{ day, start: match.index, end: match.index + match[0].length }];
  });
}

const SEASON_START: Record<Exclude<Period, 'this year' | 'next year' | 'christmas'>, number> = { spring: 3, summer: 6, autumn: 9, winter: 12 };

// The languages whose common words the goal uses are tried, the likeliest first, and the first
// that reads a date wins; a goal of a few words may hold no common word at all, and then every
// language is tried: date words seldom mean a date in a language they are not of.
function candidatesOf(text: string): Language[] {
  const ranked = rankLanguages(text).filter((language): language is Language => language in PERIODS);
  return ranked.length ? ranked : (Object.keys(PERIODS) as Language[]);
}

function periodDay(period: Period, today: CalendarDay): CalendarDay {
  if (period === 'this year') return { year: today.year, month: 12, day: 31 };
  if (period === 'next year') return { year: today.year + 1, month: 12, day: 31 };
  if (period === 'christmas') return nextDayOf(today, 12, 25);
  return nextDayOf(today, SEASON_START[period], 1);
}

// Word edges that hold in every script: no letter right before or after. Either apostrophe, as
// phones type the curly one. Chinese and Japanese have no spaces, so their words stand alone.
function edged(words: string): RegExp {
  return new RegExp(String.raw`(?<!\p{L})(?:${words.replaceAll("'", "['’]")})(?!\p{L})`, 'giu');
}
const PERIOD_PATTERNS = Object.fromEntries((Object.entries(PERIODS) as [Language, Record<Period, string>][]).map(([language, periods]) => [
  language,
  (Object.entries(periods) as [Period, string][]).map(([period, words]) => ({
    period,
    pattern: language === 'ja' || language === 'zh' ? new RegExp(words, 'gu') : edged(words),
  })),
])) as Record<Language, { period: Period; pattern: RegExp }[]>;

function fromPeriods(language: Language, text: string, today: CalendarDay): DueDate[] {
  return PERIOD_PATTERNS[language].flatMap(({ period, pattern }) =>
    [...text.matchAll(pattern)].map((match) => ({ day: periodDay(period, today), start: match.index, end: match.index + match[0].length })));
}

/** "en 2027", "bis 2028": a bare year is due on its last day; "antes de 2028", "vor 2028", the one before. */
const BARE_YEAR = /(?<![\p{L}\p{N}/.-])(antes\s+de(?:l)?\s+|avant\s+|vor\s+|prima\s+del\s+)?(20\d\d)(?![\p{L}\p{N}/.-])/giu;

function fromYears(text: string): DueDate[] {
  return [...text.matchAll(BARE_YEAR)].map((match) => {
    const year = Number(match[2]) - (match[1] ? 1 : 0);
    return { day: { year, month: 12, day: 31 }, start: match.index, end: match.index + match[0].length };
  });
}

const INSIDE_WORD = /\p{L}/u;

/** The word for "every" just before a date, in the languages chrono reads. */
const EVERY_BEFORE = /(?:^|\s)(?:cada|todas\s+las|todos\s+los|todas\s+as|todos\s+os|chaque|tous\s+les|toutes\s+les|jeden|jede|jedes|elke|iedere|ogni|tutti\s+i|tutte\s+le)\s+$/iu;

function fromChrono(parser: Chrono, text: string, today: CalendarDay, spaced: boolean): DueDate[] {
  const instant = new Date(today.year, today.month - 1, today.day, 12);
  return parser.parse(text, { instant }, { forwardDate: true }).flatMap((result) => {
    // Inside a word is no date: chrono's word edges are ASCII, so the "ter" (terça-feira) of
    // "arrêter" would be a Tuesday. Chinese and Japanese words have no spaces to stand between.
    const inside = INSIDE_WORD.test(text.slice(Math.max(0, result.index - 1), result.index)) || INSIDE_WORD.test(text.charAt(result.index + result.text.length));
    if (spaced && inside) return [];
    // "cada mañana", "chaque lundi", "jeden Morgen": how often, never a deadline ("mañana" is also tomorrow).
    if (EVERY_BEFORE.test(text.slice(Math.max(0, result.index - 16), result.index))) return [];
    // A time of day alone ("à 7h") is not a deadline.
    const named = chronoDay(result, today);
    return named ? [{ day: named.day, start: result.index, end: named.end }] : [];
  });
}

function datesIn(language: Language, text: string, today: CalendarDay): DueDate[] {
  const periods = [...fromPeriods(language, text, today), ...fromMonths(language, text, today), ...fromSpans(language, text, today)];
  const parser = PARSERS[language];
  const ahead = (date: DueDate) => daysBetween(today, date.day) > 0;
  const dated = parser ? fromChrono(parser, text, today, language !== 'ja' && language !== 'zh').filter((date) => ahead(date) && !periods.some((p) => p.start < date.end && date.start < p.end)) : [];
  const found = [...periods, ...dated];
  const years = fromYears(text).filter((year) => {
    if (found.some((date) => date.start < year.end && year.start < date.end)) return false;
    // "octubre de 2027", "Oktober 2027": the year belongs to the month named just before it.
    const month = found.find((date) => date.end <= year.start && /^\s*(?:(?:de|del|do|,)\s*)?$/i.test(text.slice(date.end, year.start)));
    if (month) month.day = { ...month.day, year: year.day.year };
    return !month;
  });
  return [...found, ...years].filter((date) => daysBetween(today, date.day) > 0).sort((a, b) => a.start - b.start);
}

/** Every future date a goal in another language names, in text order. */
export function readForeignDueDates(text: string, today: CalendarDay): DueDate[] {
  for (const language of candidatesOf(text)) {
    const dates = datesIn(language, text, today);
    if (dates.length > 0) return dates;
  }
  return [];
}
