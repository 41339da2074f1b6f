import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/rules/calendar-days.ts';
import { currentRun, habitRecord, type HabitHistory } from '../../src/rules/history/habit-record.ts';
import type { Repeat } from '../../src/schemas/breakdown.ts';

// The current run read from the last month (or quarter) no run reaches across must be the one the
// whole record counts, whatever the habit's history: kept stretches, gaps of every length across
// month and quarter ends, rest, pauses, weekends, a habit finished.

// A fixed seed in `npm test`; FUZZ=1 tries ten times as many histories from a new seed each run.
const FUZZ = Boolean(process.env.FUZZ);
const TODAY_FROM = '2024-01-01';
const SPAN_DAYS = 500;

/** Stretches of days, each kept (done `times` a day) or left, so gaps of any length meet month ends. */
const history = fc
  .record({
    repeat: fc.record({ every: fc.constantFrom('day', 'weekday', 'week'), times: fc.integer({ min: 1, max: 366 }), per_period: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }) }),
    today: fc.integer({ min: 0, max: 800 }).map((n) => addDays(TODAY_FROM, n)),
    startBack: fc.integer({ min: 0, max: SPAN_DAYS }),
    stretches: fc.array(fc.record({ kept: fc.boolean(), length: fc.integer({ min: 1, max: 40 }), times: fc.integer({ min: 1, max: 3 }) }), { maxLength: 30 }),
    pauses: fc.array(fc.record({ back: fc.integer({ min: 0, max: SPAN_DAYS }), length: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }) }), { maxLength: 2 }),
  })
  .map(({ repeat, today, startBack, stretches, pauses }): HabitHistory => {
    const start = addDays(today, -startBack);
    const days: string[] = [];
    let day = start;
    for (const { kept, length, times } of stretches) {
      for (let i = 0; i < length; i++, day = addDays(day, 1)) if (kept) days.push(...Array.from({ length: times }, () => day));
    }
    return {
      repeat: repeat as Repeat,
      days,
      start,
      today,
      pauses: pauses.map(({ back, length }) => ({ from: addDays(today, -back), until: length === null ? null : addDays(today, length - back) })),
    };
  });

describe('currentRun', () => {
  it("is the whole record's current run", () => {
    fc.assert(
      fc.property(history, (habit) => {
        expect(currentRun(habit)).toBe(habitRecord(habit).runs.current);
      }),
      FUZZ ? { numRuns: 3000 } : { seed: 34, numRuns: 300 },
    );
  }, FUZZ ? 600_000 : 30_000);

  it('reads a long-kept habit after a break from after the break', () => {
    const kept = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));
    const habit: HabitHistory = {
      repeat: { every: 'day', times: 366 },
      days: [...kept('2025-01-01', 200), ...kept('2025-09-01', 30)],
      start: '2025-01-01',
      today: '2025-09-30',
      pauses: [],
    };
    expect(currentRun(habit)).toBe(30);
    expect(habitRecord(habit).runs).toEqual({ current: 30, best: 200 });
  });
});
