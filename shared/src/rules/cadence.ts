// How often a goal says it happens: "every day", "daily", "on weekdays", "3 times a week",
// "twice a day", "5 days a week". The planner shapes a habit goal's practice by it, and Today and
// Progress know by it which habit is the goal itself.

import type { RepeatEvery } from '../schemas/breakdown.ts';
import { LIMITS } from '../schemas/limits.ts';
import { clamp } from './clamp.ts';

export interface Cadence {
  every: RepeatEvery;
  /** How many times a period, when the goal says more than once ("3 times a week" is 3). */
  perPeriod: number;
  start: number;
  end: number;
}

const COUNT: Readonly<Record<string, number>> = { once: 1, twice: 2, thrice: 3, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };
const N = String.raw`(\d|once|twice|thrice|one|two|three|four|five|six|seven)`;
/** "3 times", "3x", "3 days", "3 sessions", "twice": what makes a number a count a period. */
const TIMES = String.raw`(?:\s*(?:x|×)|\s+(?:times?|days?|sessions?|evenings?|mornings?|nights?|workouts?|runs?|classes?|lessons?))?`;
const A = String.raw`\s*(?:a|per|each|every|\/|in\s+a)\s*`;

const PATTERNS: readonly { every: RepeatEvery; pattern: RegExp; perPeriod?: number }[] = [
  { every: 'weekday', pattern: /\b(?:(?:every|each|on)\s+weekdays?|weekdays|monday\s+to\s+friday|mon-fri)\b/i },
  { every: 'week', pattern: new RegExp(String.raw`\b${N}${TIMES}(?:${A}week|\s+weekly)\b`, 'i') },
  { every: 'day', pattern: new RegExp(String.raw`\b${N}${TIMES}(?:${A}day|\s+daily)\b`, 'i') },
  // A weekend has two days: "on weekends" is both of them, "every weekend" once in it.
  { every: 'week', perPeriod: 2, pattern: /\b(?:on|at)\s+(?:the\s+)?weekends\b|\bboth\s+weekend\s+days\b/i },
  { every: 'week', pattern: /\b(?:weekly|every\s+(?:week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|each\s+(?:week|weekend)|on\s+(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)|once\s+a\s+week)\b/i },
  // A trigger ("after every workout") comes as often as the thing it follows: three times a week, the usual count of them.
  { every: 'week', perPeriod: 3, pattern: /\b(?:after|before)\s+(?:every|each)\s+(?:single\s+)?(?:run|workout|work-out|training(?:\s+session)?|gym\s+session|session|swim|ride|game|match|practice|class|climb|lift)\b/i },
  { every: 'day', pattern: /\b(?:every\s+(?:single\s+)?(?:day|morning|afternoon|lunchtime|evening|night)|each\s+(?:day|morning|afternoon|lunchtime|evening|night)|daily|a\s+day|per\s+day|nightly|every\s+day)\b/i },
];

const clampCount = (count: number) => clamp(count, LIMITS.perPeriod);

/** A cadence said at [start, end): every day of the week is a daily habit ("7 days a week"). */
export function oneCadence(every: RepeatEvery, count: number, start: number, end: number): Cadence {
  if (every === 'week' && count >= 7) return { every: 'day', perPeriod: 1, start, end };
  return { every, perPeriod: clampCount(count), start, end };
}

export function readCadence(text: string): Cadence | undefined {
  for (const { every, pattern, perPeriod } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const word = (match[1] ?? '').toLowerCase();
    return oneCadence(every, perPeriod ?? (Number(word) || COUNT[word] || 1), match.index, match.index + match[0].length);
  }
  return undefined;
}
