import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayWords } from '../src/rules/calendar-days.ts';

describe('dayWords', () => {
  const today = '2026-11-28';

  it('says a near day with its weekday, a day within half a year without its year, a far one with it', () => {
    expect(dayWords('2026-12-02', today)).toBe('Wed 2 Dec');
    expect(dayWords('2027-03-01', today)).toBe('1 Mar');
    expect(dayWords('2027-12-24', today)).toBe('24 Dec 2027');
    expect(dayWords('2026-11-25', today)).toBe('Wed 25 Nov');
  });

  it('never reads as an ISO date or a number-only date', () => {
    fc.assert(fc.property(fc.integer({ min: -800, max: 800 }), (n) => {
      const said = dayWords(addDays(today, n), today);
      expect(said).not.toMatch(/\d{4}-\d{2}|\d\/\d/);
      expect(said).toMatch(/^(\w{3} )?\d{1,2} \w{3,4}( \d{4})?$/);
    }));
  });
});
