import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUSES } from '../src/schemas/common.ts';
import { biteCredit, progressOf, progressPercent } from '../src/rules/progress.ts';

const items = fc.array(fc.constantFrom(...STATUSES).map((status) => ({ status })), { maxLength: 200 });

describe('progressPercent', () => {
  it('is 0 for an empty list', () => {
    expect(progressPercent([])).toBe(0);
  });

  it('rounds the share of done items to a whole percent', () => {
    expect(progressPercent([{ status: 'done' }, { status: 'todo' }, { status: 'todo' }])).toBe(33);
    expect(progressPercent([{ status: 'done' }, { status: 'done' }, { status: 'todo' }])).toBe(67);
  });

  it('is a whole number from 0 to 100', () => {
    fc.assert(fc.property(items, (list) => {
      const p = progressPercent(list);
      return Number.isInteger(p) && p >= 0 && p <= 100;
    }));
  });

  it('is 100 exactly when every item of a non-empty list is done', () => {
    fc.assert(fc.property(items, (list) =>
      (progressPercent(list) === 100) === (list.length > 0 && list.every((i) => i.status === 'done'))));
  });

  it('never falls when one more item is done', () => {
    fc.assert(fc.property(items, fc.nat(), (list, pick) => {
      const open = list.findIndex((_, i) => i >= pick % Math.max(list.length, 1) && list[i]!.status !== 'done');
      if (open < 0) return true;
      const after = list.map((item, i) => (i === open ? { status: 'done' as const } : item));
      return progressPercent(after) >= progressPercent(list);
    }));
  });

  it('does not depend on the order of the list', () => {
    fc.assert(fc.property(items, (list) => progressPercent(list) === progressPercent([...list].reverse())));
  });
});

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
    const nine = [...Array.from({ length: 9 }, () => ({ status: 'done' })), ...Array.from({ length: 21 }, () => ({ status: 'todo' }))];
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
