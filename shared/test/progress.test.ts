import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUSES } from '../src/schemas/common.ts';
import { progressPercent } from '../src/rules/progress.ts';

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
