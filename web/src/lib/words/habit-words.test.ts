import { describe, expect, it } from 'vitest';
import { cadenceWords, doneInPeriodWords, habitWords, restatesGoal, streakWords } from './habit-words.ts';

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

describe('a habit on Today', () => {
  it('says how often it asks to be done, once or several times a period', () => {
    expect(cadenceWords({ every: 'day', times: 30 })).toBe('Every day');
    expect(cadenceWords({ every: 'weekday', times: 20 })).toBe('Every weekday');
    expect(cadenceWords({ every: 'week', times: 8 })).toBe('Every week');
    expect(cadenceWords({ every: 'week', times: 8, per_period: 3 })).toBe('3 times a week');
    expect(cadenceWords({ every: 'day', times: 30, per_period: 2 })).toBe('2 times a day');
  });

  it('says a tick is done for today, or for the week of a weekly habit', () => {
    expect(doneInPeriodWords({ every: 'day', times: 30 })).toBe('Done today');
    expect(doneInPeriodWords({ every: 'weekday', times: 20 })).toBe('Done today');
    expect(doneInPeriodWords({ every: 'week', times: 8 })).toBe('Done this week');
  });

  it('names the streak in its periods, and none before the first', () => {
    expect(streakWords({ repeat: { every: 'day', times: 30 }, streak: 5 })).toBe('5-day streak');
    expect(streakWords({ repeat: { every: 'week', times: 8 }, streak: 2 })).toBe('2-week streak');
    expect(streakWords({ repeat: { every: 'day', times: 30 }, streak: 0 })).toBeUndefined();
  });
});

describe('a habit whose title says what its goal says', () => {
  it('is the goal restated when one holds all the other words, when and case aside', () => {
    expect(restatesGoal('Drink 2 litres of water', 'Drink 2 litres of water every day')).toBe(true);
    expect(restatesGoal('Stretch for 10 minutes', 'Stretch every morning')).toBe(true);
    expect(restatesGoal('Daily: drink 2 litres of WATER', 'Drink 2 litres of water')).toBe(true);
  });

  it('is its own thing when the words differ, or when one says only when', () => {
    expect(restatesGoal('Knit 10 rows', 'Learn to knit a scarf')).toBe(false);
    expect(restatesGoal('Read one page', 'Learn Spanish')).toBe(false);
    expect(restatesGoal('Every day', 'Run every day')).toBe(false);
  });
});
