import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/rules/calendar-days.ts';
import { comebackDays, quietDays } from '../../src/rules/history/comebacks.ts';

describe('comebacks', () => {
  it('counts a done after two or more quiet days, not the first done ever', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-05', '2026-11-06', '2026-11-08', '2026-11-12'];
    expect(comebackDays(days, [], '2026-11-30')).toEqual(['2026-11-05', '2026-11-12']);
  });

  it('does not count paused days as quiet', () => {
    expect(comebackDays(['2026-11-01', '2026-11-10'], [{ from: '2026-11-02', until: '2026-11-10' }], '2026-11-30')).toEqual([]);
    expect(comebackDays(['2026-11-01', '2026-11-10'], [{ from: '2026-11-02', until: '2026-11-09' }], '2026-11-30')).toEqual([]);
    expect(comebackDays(['2026-11-01', '2026-11-10'], [{ from: '2026-11-02', until: '2026-11-08' }], '2026-11-30')).toEqual(['2026-11-10']);
  });

  it('counts several dones on one day once', () => {
    expect(comebackDays(['2026-11-01', '2026-11-05', '2026-11-05'], [], '2026-11-30')).toEqual(['2026-11-05']);
  });

  it('never counts more comebacks than days with a done, less one', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 90 }), { maxLength: 40 }), (offsets) => {
      const days = offsets.map((n) => addDays('2026-08-01', n));
      return comebackDays(days, [], '2026-12-31').length <= Math.max(0, new Set(days).size - 1);
    }));
  });
});

describe('quiet days', () => {
  it('counts the days before today since the last done, leaving pauses out', () => {
    expect(quietDays(['2026-11-20'], [], '2026-11-23', '2026-11-01')).toBe(2);
    expect(quietDays(['2026-11-20', '2026-11-23'], [], '2026-11-23', '2026-11-01')).toBe(0);
    expect(quietDays(['2026-11-10'], [{ from: '2026-11-11', until: '2026-11-22' }], '2026-11-23', '2026-11-01')).toBe(1);
  });

  it('counts from the first goal when nothing was ever done', () => {
    expect(quietDays([], [], '2026-11-23', '2026-11-20')).toBe(3);
    expect(quietDays([], [], '2026-11-20', '2026-11-20')).toBe(0);
  });
});
