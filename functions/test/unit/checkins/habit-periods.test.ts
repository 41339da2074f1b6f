import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completionsOf, entriesOf, entryToAdd, entryToRemove } from '../../../src/data/goals/habit-periods.ts';

const week = '2026-11-23';

describe('stored habit completions', () => {
  it('names the completions of a period apart, so the same write landing twice is one', () => {
    const entries = new Set([week]);
    expect(entryToAdd(entries, week)).toBe(`${week}#2`);
    entries.add(`${week}#2`);
    expect(entryToRemove(entries, week)).toBe(`${week}#2`);
    expect(entryToRemove(entries, '2026-11-30')).toBeUndefined();
  });

  it('gives back any list of completions, in any order, as stored entries and back', () => {
    const period = fc.integer({ min: 0, max: 5 }).map((n) => `2026-11-${String(2 + 7 * n).padStart(2, '0')}`);
    fc.assert(fc.property(fc.array(period, { maxLength: 30 }), (completions) => {
      const entries = entriesOf(completions);
      return new Set(entries).size === entries.length
        && JSON.stringify(completionsOf(entries).sort()) === JSON.stringify([...completions].sort());
    }));
  });
});
