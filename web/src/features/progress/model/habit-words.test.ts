import { describe, expect, it } from 'vitest';
import { restWords } from './habit-words.ts';

describe('rest left, said when it helps', () => {
  it('says nothing on a habit\'s first days, when it would only read as a lack', () => {
    expect(restWords('day', 2, { days: 1, restUsed: false })).toBeNull();
    expect(restWords('week', 1, { days: 6, restUsed: false })).toBeNull();
  });

  it('counts what is left once the habit is a week old, or a rest was used already', () => {
    expect(restWords('day', 2, { days: 7, restUsed: false })).toBe('2 rest days left this month');
    expect(restWords('day', 1, { days: 3, restUsed: true })).toBe('1 rest day left this month');
    expect(restWords('week', 1, { days: 30, restUsed: false })).toBe('1 rest week left this quarter');
  });

  it('says a used-up allowance without a "no"', () => {
    expect(restWords('day', 0, { days: 30, restUsed: true })).toBe("This month's rest days are used");
  });
});
