import { describe, expect, it } from 'vitest';
import { habitWords } from './habit-words.ts';

describe('habit words', () => {
  it('a habit bite says its completions of times and its streak', () => {
    expect(habitWords({ repeat: { every: 'day', times: 30 }, completions: 3, streak: 2 })).toBe('3 of 30 · 2-day streak');
    expect(habitWords({ repeat: { every: 'week', times: 12 }, completions: 1, streak: 1 })).toBe('1 of 12 · 1-week streak');
  });

  it('no streak yet says only the count; a one-off bite says nothing', () => {
    expect(habitWords({ repeat: { every: 'weekday', times: 20 }, completions: 0, streak: 0 })).toBe('0 of 20');
    expect(habitWords({ repeat: null, completions: 1, streak: 0 })).toBeUndefined();
  });
});
