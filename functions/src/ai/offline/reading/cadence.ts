// How often a goal says it happens: "every day", "daily", "on weekdays", "3 times a week".

import type { RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';

export interface Cadence {
  every: RepeatEvery;
  /** How many times a week, when the goal says so ("3 times a week"). */
  perWeek?: number;
  start: number;
  end: number;
}

const COUNT: Readonly<Record<string, number>> = { once: 1, twice: 2, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

const PATTERNS: readonly { every: RepeatEvery; pattern: RegExp }[] = [
  { every: 'weekday', pattern: /\b(?:every|each|on)\s+weekdays?\b|\bweekdays\b|\bmonday\s+to\s+friday\b/i },
  { every: 'week', pattern: /\b(?:(\d|once|twice|one|two|three|four|five|six|seven)(?:\s+times?)?\s+(?:a|per|each|every)\s+week|weekly|every\s+(?:week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on\s+weekends|once\s+a\s+week)\b/i },
  { every: 'day', pattern: /\b(?:every\s+(?:single\s+)?(?:day|morning|evening|night)|each\s+(?:day|morning|evening|night)|daily|a\s+day|per\s+day|nightly|every\s+day)\b/i },
];

export function readCadence(text: string): Cadence | undefined {
  for (const { every, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const word = (match[1] ?? '').toLowerCase();
    const perWeek = Number(word) || COUNT[word];
    return { every, ...(perWeek ? { perWeek } : {}), start: match.index, end: match.index + match[0].length };
  }
  return undefined;
}
