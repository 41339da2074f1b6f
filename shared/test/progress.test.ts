import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUSES } from '../src/schemas/common.ts';
import { biteCredit, bitesWords, progressOf } from '../src/rules/progress.ts';

const bite = fc.oneof(
  fc.constantFrom(...STATUSES).map((status) => ({ status, repeat: null })),
  fc.record({
    status: fc.constantFrom(...STATUSES),
    repeat: fc.record({ every: fc.constantFrom('day' as const, 'weekday' as const, 'week' as const), times: fc.integer({ min: 1, max: 366 }) }),
    completions: fc.integer({ min: 0, max: 366 }),
  }),
);

describe('progressOf (by bites)', () => {
  it('counts a one-off bite 1 when done and a habit bite min(1, completions / times)', () => {
    const progress = progressOf([
      { status: 'done' },
      { status: 'todo' },
      { status: 'todo', repeat: { every: 'day', times: 30 }, completions: 3 },
      { status: 'done', repeat: { every: 'week', times: 2 }, completions: 5 },
    ]);
    expect(progress).toEqual({ done: 2.1, total: 4, percent: 53 });
  });

  it('moves with every bite, where the old rule waited for a whole slice', () => {
    const nine = [...Array.from({ length: 9 }, () => ({ status: 'done' as const })), ...Array.from({ length: 21 }, () => ({ status: 'todo' as const }))];
    expect(progressOf(nine)).toEqual({ done: 9, total: 30, percent: 30 });
  });

  it('is a whole percent from 0 to 100 with done between 0 and total', () => {
    fc.assert(fc.property(fc.array(bite, { maxLength: 100 }), (bites) => {
      const { done, total, percent } = progressOf(bites);
      return Number.isInteger(percent) && percent >= 0 && percent <= 100 && done >= 0 && done <= total && total === bites.length;
    }));
  });

  it('reaches total only when every bite is done for good', () => {
    fc.assert(fc.property(fc.array(bite, { minLength: 1, maxLength: 50 }), (bites) =>
      (progressOf(bites).done === bites.length) === bites.every((b) => biteCredit(b) === 1)));
  });

  it('never falls when a habit bite gains a completion', () => {
    fc.assert(fc.property(fc.array(bite, { maxLength: 50 }), fc.nat(), (bites, pick) => {
      const i = bites.findIndex((b, j) => j >= pick % Math.max(bites.length, 1) && b.repeat);
      if (i < 0) return true;
      const after = bites.map((b, j) => (j === i && 'completions' in b ? { ...b, completions: b.completions + 1 } : b));
      return progressOf(after).done >= progressOf(bites).done;
    }));
  });
});

describe('bitesWords', () => {
  it('reads "N of M bites", a habit share to one decimal', () => {
    expect(bitesWords({ done: 4, total: 12, percent: 33 })).toBe('4 of 12 bites');
    expect(bitesWords({ done: 0.5, total: 1, percent: 50 })).toBe('0.5 of 1 bite');
    expect(bitesWords({ done: 2.5, total: 7, percent: 36 })).toBe('2.5 of 7 bites');
  });

  it('never shows ".0", and never more than was done: a share is cut, not rounded up', () => {
    expect(bitesWords({ done: 1.99, total: 23, percent: 9 })).toBe('1.9 of 23 bites');
    expect(bitesWords({ done: 2.04, total: 23, percent: 9 })).toBe('2 of 23 bites');
    expect(bitesWords({ done: 6.96, total: 7, percent: 99 })).toBe('6.9 of 7 bites');
  });

  it('shows a first habit tick as the share it is, not "0" beside a moving bar', () => {
    expect(bitesWords({ done: 0.04, total: 7, percent: 1 })).toBe('0.04 of 7 bites');
    expect(bitesWords({ done: 0, total: 7, percent: 0 })).toBe('0 of 7 bites');
  });
});
