import { describe, expect, it } from 'vitest';
import { habitWords } from './habit-words.ts';

describe('habit words', () => {
  it('a habit bite says its completions of times and its streak', () => {
    expect(habitWords({ repeat: { every: 'day', times: 30 }, completions: 3, period_completions: 1, streak: 2 })).toBe('3 of 30 · 2-day streak');
    expect(habitWords({ repeat: { every: 'week', times: 12 }, completions: 1, period_completions: 1, streak: 1 })).toBe('1 of 12 · 1-week streak');
  });

  it('a habit done several times a period leads with this period, and counts all its completions', () => {
    const thrice = { every: 'week', times: 8, per_period: 3 } as const;
    expect(habitWords({ repeat: thrice, completions: 5, period_completions: 2, streak: 1 })).toBe('2 of 3 this week · 5 of 24 · 1-week streak');
  });

  it('no streak yet says only the count; a one-off bite says nothing', () => {
    expect(habitWords({ repeat: { every: 'weekday', times: 20 }, completions: 0, period_completions: 0, streak: 0 })).toBe('0 of 20');
    expect(habitWords({ repeat: null, completions: 1, period_completions: 1, streak: 0 })).toBeUndefined();
  });
});
