// Reads a goal written in plain words: its language, when it is due, how often it happens, its
// number, and the goal itself as verb + object, once for each goal the text holds ("run a
// marathon and learn Spanish" holds two).

import type { RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import type { CalendarDay } from './calendar-day.ts';
import { daysBetween } from './calendar-day.ts';
import { readCadence, type Cadence } from '@cakewalk/shared/rules/cadence.ts';
import { DAY_PARTS, readSessionMinutes } from './cadence.ts';
import { dueDateOf, readDueDates } from './due-date.ts';
import { readForeignDueDates } from './foreign-dates.ts';
import { STOP_WORDS, VERBS, gerund, swapPerson } from './english-words.ts';
import { readLanguage, type Language } from './language.ts';
import { SPELLER } from '../vocabulary.ts';
import type { Quantity } from './quantity.ts';
import { readQuantity } from './quantity.ts';

export interface GoalClause {
  /** The goal's verb, lower case; undefined when it starts with a noun ("a new job"). */
  verb: string | undefined;
  /** What the verb acts on, said back to the user: "your master's thesis", "a charity 5k". */
  object: string;
  /** The goal said back, verb first when it has one: "finish your master's thesis". */
  phrase: string;
  /** The thing being learnt or practised, as a noun: "welding" for "learn to weld". */
  skill: string;
  /** The object itself, short, as "the ...": "the charity 5k"; undefined when it does not read so. */
  thing: string | undefined;
  /** Content words, lower case, for matching. */
  words: string[];
  quantity: Quantity | undefined;
}

/** Sessions a period of the practice and the minutes of each. */
export interface WeeklyTime {
  every: RepeatEvery;
  perPeriod: number;
  minutes: number;
}

/** Where the person starts from: new to it, coming back to it, or already doing it. */
export type Level = 'new' | 'returning' | 'going';

/** What a project already has behind it: its plan made, its materials bought, about half of it done. */
export type Done = 'planned' | 'bought' | 'half';

export interface GoalReading {
  text: string;
  language: Language;
  /** A short title in the user's words: "Run a marathon by next October". */
  title: string;
  clauses: GoalClause[];
  dueDate: string | null;
  /** Days from today to the due date. */
  days: number | null;
  cadence: Cadence | undefined;
  /** How long each time of a habit is, when the goal says so with its cadence ("15 minutes 3 times a week"). */
  sessionMinutes?: number;
  /** How often the practice comes round and how long each time is, when the goal names no cadence: from the time a week the person has. */
  weekly?: WeeklyTime;
  /** The first things the goal will take, in the person's words, when no kind of goal fits. */
  firstThings?: string[];
  /** Where the person starts from, when they said. */
  level?: Level;
  /** What of a project is already done, when the person said. */
  done?: Done;
  /** How much, as the person answered when asked ("3.000 euros"), for a plan in another language. */
  amountSaid?: string;
  /** The person named what gets in the way, so the plan already holds their if-then and its bite. */
  obstacleNamed?: true;
}

const LEAD_INS: readonly RegExp[] = [
  /^(?:hi|hello|hey|ok|okay|so|well|also|basically|honestly|ideally|goal|aim)\b[\s,!.:-]*/i,
  /^my\s+(?:main\s+|big\s+|biggest\s+|new\s+|\w+\s+)?(?:goal|plan|aim|dream|resolution|target|ambition|wish)\s+(?:for\s+(?:\w+\s+)*?)?(?:is|was)\s+(?:to\s+)?/i,
  /^(?:i|we)\s+(?:really\s+|finally\s+|just\s+|also\s+|still\s+|seriously\s+|badly\s+)*(?:want|wanna|would\s+(?:really\s+)?(?:like|love)|'d\s+(?:really\s+)?(?:like|love)|need|hope|plan|intend|aim|wish|am\s+going|'m\s+going|'m\s+gonna|am\s+gonna|am\s+trying|'m\s+trying|have|am\s+determined|'m\s+determined|will|'ll|must|should)\s*(?:to\s+)?/i,
  /^(?:help\s+me|let'?s|time\s+to|i\s+can|finally|actually|really|to)\s+/i,
  /^(?:be\s+able\s+to)\s+/i,
];

/** "I want a new job": a noun goal after "want"/"need" is something to get. */
const WANT_A_THING = /^(?:i|we)\s+(?:really\s+)?(?:want|need|would\s+like|'d\s+like)\s+(?=(?:a|an|my|the|some|more|less)\b)/i;

const REASON = /(?<![\s,])\s*(?:,\s*)?\b(?:so\s+that|so\s+i|so\s+we|so\s+my|because|since|in\s+order\s+to|as\s+i|which|while\s+i|without\s+\w+ing)\b.*/is;
/**
 * A request or politeness said after the goal, in any language the planner writes ("…, can you
 * help me?", "…, você me ajuda?", "¿me ayudas?"): it is said to the coach, not part of the goal.
 */
const REQUESTS = [
  'please', 'pls', 'thanks', 'thank you', 'can you help me', 'could you help me', 'can you help', 'help me',
  'por favor', 'você me ajuda', 'me ajuda', 'pode me ajudar', 'você pode me ajudar', 'me ajudar',
  'me ayudas', 'me ayuda', 'puedes ayudarme', 'podrías ayudarme', 'ayúdame',
  'kannst du mir helfen', 'können sie mir helfen', 'bitte', 'peux-tu m\'aider', 'pouvez-vous m\'aider', 'tu peux m\'aider', 's\'il te plaît', 's\'il vous plaît',
  'mi aiuti', 'mi puoi aiutare', 'per favore', 'kun je me helpen', 'alsjeblieft',
].sort((a, b) => b.length - a.length);
const REQUEST_MARKS = new Set([' ', ',', ';', ':', '.', '!', '?', '¿', '¡', '-']);

function withoutRequest(text: string): string {
  let rest = text;
  for (let changed = true; changed; ) {
    changed = false;
    while (rest !== '' && REQUEST_MARKS.has(rest.at(-1) ?? '')) rest = rest.slice(0, -1);
    const lower = rest.toLowerCase();
    const said = REQUESTS.find((phrase) => lower.endsWith(phrase) && REQUEST_MARKS.has(lower.charAt(lower.length - phrase.length - 1)));
    if (said) {
      rest = rest.slice(0, -said.length);
      changed = true;
    }
  }
  return rest.trim() ? rest : text;
}

const DANGLING_WHEN = /(?<!\s)\s+\b(?:before|until|ahead\s+of|by)\s+(?:my|our|the|your)\b.*/is;
const TRAILING_MARK = /[\s,;:.!?-]/;
const TRAILING_WORDS = new Set(['and', 'or', 'by', 'in', 'on', 'for', 'to', 'the', 'a', 'an', 'of', 'before', 'until', 'within', 'at', 'with', 'this', 'next', 'then', 'also']);

/** "learn Spanish by the.": marks and dangling little words off the end, walked back once from the end, so any run of them takes linear time. */
function trimTrailing(text: string): string {
  let end = text.length;
  for (let moved = true; moved; ) {
    moved = false;
    while (end > 0 && TRAILING_MARK.test(text.charAt(end - 1))) {
      end -= 1;
      moved = true;
    }
    let start = end;
    while (start > 0 && /\w/.test(text.charAt(start - 1))) start -= 1;
    if (start > 0 && start < end && /\s/.test(text.charAt(start - 1)) && TRAILING_WORDS.has(text.slice(start, end).toLowerCase())) {
      end = start;
      moved = true;
    }
  }
  return text.slice(0, end);
}

function stripLeadIns(text: string): string {
  let rest = text.replace(WANT_A_THING, 'get ');
  for (let changed = true; changed; ) {
    changed = false;
    for (const pattern of LEAD_INS) {
      const next = rest.replace(pattern, '');
      if (next !== rest && next.trim()) {
        rest = next.replace(WANT_A_THING, 'get ').trimStart();
        changed = true;
      }
    }
  }
  return rest;
}

const PARTICLES = new Set(['off', 'up', 'out', 'down', 'back', 'away', 'over']);

const contentWords = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).filter((word) => !STOP_WORDS.has(word) && word.length > 1);

/** Words that open what a verb acts on: "Carve a spoon", "Map every fountain". */
const DETERMINERS = new Set(['a', 'an', 'the', 'your', 'every', 'each', 'all', 'some', 'this', 'these', 'those', 'its', 'their', 'his', 'her', 'both']);

/**
 * A goal's first word that no list knows is its verb when what follows opens a thing ("Solve a
 * Rubik's cube", "Carve a wooden spoon"): a goal said as a bare noun never starts "word a ...".
 */
const unlistedVerb = (first: string, next: string | undefined) =>
  /^\p{Ll}+$/u.test(first.toLowerCase()) && !STOP_WORDS.has(first.toLowerCase()) && !first.toLowerCase().endsWith('ing') && DETERMINERS.has(next?.toLowerCase() ?? '');

function readClause(raw: string): GoalClause | undefined {
  const cut = trimTrailing(raw.replace(REASON, '').replace(DANGLING_WHEN, '')).trim();
  if (!/[\p{L}\p{N}]/u.test(cut)) return undefined;
  const said = swapPerson(cut);
  const [first = '', ...rest] = said.split(/\s+/);
  let verb = VERBS.has(first.toLowerCase()) || unlistedVerb(first, rest[0]) ? first.toLowerCase() : undefined;
  let others = rest;
  // "pay off", "set up", "give up": the particle belongs to the verb.
  if (verb && PARTICLES.has(others[0]?.toLowerCase() ?? '')) {
    verb = `${verb} ${others[0]?.toLowerCase()}`;
    others = others.slice(1);
  }
  // "buy and renovate a house": two verbs share one object.
  if (verb && others[0]?.toLowerCase() === 'and' && VERBS.has(others[1]?.toLowerCase() ?? '')) others = others.slice(2);
  const object = verb ? others.join(' ') : said;
  const phrase = verb ? [first.toLowerCase(), ...rest.slice(0, rest.length - others.length), ...others].join(' ') : said;
  const learnt = /^(?:how\s+)?to\s+(\S+)(.*)/is.exec(object);
  const skill = learnt ? `${gerund(learnt[1] ?? '')}${learnt[2] ?? ''}` : object;
  return { verb, object, phrase, skill: skill.replace(/^(?:the|a|an|your)\s+/i, '').replace(/(?<=\p{L})\s+(?:classes|class|lessons|lesson|courses|course)$/iu, ''), thing: thingOf(object), words: contentWords(cut), quantity: readQuantity(cut) };
}

/** A goal in words the planner cannot read: the plan speaks of "this goal". */
export const unreadClause = (): GoalClause => ({ verb: undefined, object: 'this goal', phrase: 'this goal', skill: 'this goal', thing: 'this goal', words: [], quantity: undefined });

/** "a charity 5k for the school" -> "the charity 5k"; a count or a long phrase does not read as a thing. */
function thingOf(object: string): string | undefined {
  // "165 on the LSAT", "7 in the IELTS": a score is on the thing it is scored on.
  const scored = /^\d[\d,.%]*\s+(?:on|in|at)\s+((?:the\s+)?[\p{L}\p{N}][\p{L}\p{N}'-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'-]*)?)$/iu.exec(object);
  if (scored?.[1]) return /^the\s/i.test(scored[1]) ? scored[1] : `the ${scored[1]}`;
  // A comma inside a number ("a 50,000 word novel") does not end the thing.
  const head = object.split(/(?<!\s)\s+(?:for|to|with|from|by|in|on|at|about|so|that|before|after|without|and)\s+|,(?!\d)|[;(]/i)[0]?.trim() ?? '';
  const words = head.split(/\s+/);
  if (!head || words.length > 5 || /^\d|^(?:to|how|more|less|better|some|any|my)\b/i.test(head)) return undefined;
  if (/^(?:the|your|their|our)\s/i.test(head)) return head;
  if (/^(?:a|an)\s/i.test(head)) return head.replace(/^(?:a|an)\s+/i, 'the ');
  return /^\p{Lu}/u.test(head) ? head : undefined;
}

/** "run a marathon and learn Spanish", "save $5,000; pay off the card": one goal per verb. */
function splitGoals(sentence: string): string[] {
  const parts = sentence.split(/(?<!\s)\s*(?:;\s*|(?:,\s+|(?<=\s))and\s+(?:also\s+)?(?:then\s+)?|,\s+(?:also\s+|then\s+)?|(?<=\s)&\s+|(?<=\s)plus\s+)(?=(?:to\s+)?(\p{L}+)\b)/u);
  // split() with a capture returns the captured verb between parts; rebuild the clauses.
  const clauses: string[] = [parts[0] ?? ''];
  for (let i = 1; i < parts.length; i += 2) {
    const verb = (parts[i] ?? '').toLowerCase();
    const rest = parts[i + 1] ?? '';
    const last = clauses.length - 1;
    const before = clauses[last] ?? '';
    const leftEndsInVerb = VERBS.has(before.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '');
    const rightHasObject = rest.trim().split(/\s+/).length > 1;
    // "stretch for 10 minutes and do it every morning": a half about "it" is the same goal.
    const refersBack = /^\S+\s+(?:it|this|that|them|so)\b/i.test(rest.trim());
    if (VERBS.has(verb) && !leftEndsInVerb && rightHasObject && !refersBack && before.trim().split(/\s+/).length > 1) clauses.push(rest);
    else clauses[last] = `${before}${sentence.includes(`, ${rest}`) ? ', ' : ' and '}${rest}`;
  }
  return clauses;
}

function titleOf(firstSentence: string, fallback: string): string {
  const title = stripLeadIns(withoutRequest(firstSentence)).replace(REASON, '').replace(/(?<![\s,;:.!?-])[\s,;:.!?-]+$/, '').trim() || fallback;
  const short = title.length > 100 ? title.slice(0, 100).replace(/(?<!\s)\s+\S*$/, '') : title;
  return short.charAt(0).toUpperCase() + short.slice(1);
}

/** "every Sunday evening": the part of the day after a cadence is said with it, never left in the goal's act. */
function withDayPart(text: string, span: { start: number; end: number }): { start: number; end: number } {
  const part = new RegExp(String.raw`^\s+(?:in\s+the\s+)?(?:${DAY_PARTS})(?![\p{L}])`, 'iu').exec(text.slice(span.end));
  return part ? { start: span.start, end: span.end + part[0].length } : span;
}

/** Blanks out [start, end) spans so positions stay put. */
function blank(text: string, spans: readonly { start: number; end: number }[]): string {
  let out = text;
  for (const { start, end } of spans) out = `${out.slice(0, start)}${' '.repeat(end - start)}${out.slice(end)}`;
  return out;
}

export function readGoal(input: string, today: CalendarDay): GoalReading {
  const written = input.replace(/\s+/g, ' ').trim();
  const language = readLanguage(written);
  // Read, and said back, as meant: "lern to cod in pyhton" is "learn to code in python".
  const text = language === 'en' ? SPELLER.correct(written) : written;
  const dates = language === 'en' ? readDueDates(text, today) : language === 'und' ? [] : readForeignDueDates(text, today);
  const dueDate = dueDateOf(dates);
  const cadence = language === 'en' ? readCadence(text) : undefined;
  const sessionMinutes = cadence ? readSessionMinutes(text) : undefined;
  const plain = blank(text, [...dates, ...(cadence ? [withDayPart(text, cadence)] : [])]).replace(/\s+/g, ' ');
  const sentences = plain.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
  const clauses =
    language === 'en'
      ? sentences.flatMap((sentence) => splitGoals(stripLeadIns(sentence)).flatMap((part) => readClause(stripLeadIns(part)) ?? [])).slice(0, 3)
      : [];
  const firstSentence = text.split(/(?<=[.!?])\s+/).find((s) => /[\p{L}\p{N}]/u.test(s)) ?? text;
  const [y, m, d] = (dueDate ?? '').split('-').map(Number);
  return {
    text,
    language,
    title: titleOf(firstSentence, text),
    clauses,
    dueDate,
    days: dueDate ? daysBetween(today, { year: y ?? 0, month: m ?? 1, day: d ?? 1 }) : null,
    cadence,
    ...(sessionMinutes !== undefined ? { sessionMinutes } : {}),
  };
}
