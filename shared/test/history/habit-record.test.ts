import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/rules/calendar-days.ts';
import { habitRecord, share30, type HabitHistory } from '../../src/rules/history/habit-record.ts';
import { heatmapCells } from '../../src/rules/history/heatmap.ts';
import type { Repeat } from '../../src/schemas/breakdown.ts';

const daily: Repeat = { every: 'day', times: 365 };
const weekly: Repeat = { every: 'week', times: 52 };
const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));
const record = (history: Partial<HabitHistory> & Pick<HabitHistory, 'days' | 'today'>) =>
  habitRecord({ repeat: daily, start: history.days[0] ?? history.today, pauses: [], ...history });
const stateOn = (history: Parameters<typeof record>[0], day: string) => record(history).periods.find((p) => p.period === day)?.state;

describe('runs', () => {
  it('counts the days kept in a row, today once done', () => {
    expect(record({ days: days('2026-11-01', 10), today: '2026-11-10' }).runs).toEqual({ current: 10, best: 10 });
    expect(record({ days: days('2026-11-01', 9), today: '2026-11-10' }).runs).toEqual({ current: 9, best: 9 });
  });

  it('keeps a run through a missed day with a rest day, and shows it as rest', () => {
    const kept = [...days('2026-11-01', 5), ...days('2026-11-07', 4)];
    const history = { days: kept, today: '2026-11-10' };
    expect(record(history).runs).toEqual({ current: 9, best: 9 });
    expect(stateOn(history, '2026-11-06')).toBe('rest');
    expect(record(history).rest_left).toBe(1);
  });

  it('ends a run on the third missed day of a month: 2 rest days a month', () => {
    const kept = ['2026-11-01', '2026-11-02', '2026-11-04', '2026-11-06', '2026-11-08', '2026-11-09'];
    const result = record({ days: kept, today: '2026-11-09' });
    expect(result.periods.filter((p) => p.state === 'rest').map((p) => p.period)).toEqual(['2026-11-03', '2026-11-05']);
    expect(stateOn({ days: kept, today: '2026-11-09' }, '2026-11-07')).toBe('missed');
    expect(result.runs).toEqual({ current: 2, best: 4 });
    expect(result.rest_left).toBe(0);
  });

  it('gives rest days again in a new month', () => {
    const kept = ['2026-11-28', '2026-11-30', '2026-12-02', '2026-12-03'];
    const result = record({ days: kept, today: '2026-12-03', start: '2026-11-26' });
    expect(result.periods.filter((p) => p.state === 'rest').map((p) => p.period)).toEqual(['2026-11-29', '2026-12-01']);
    expect(result.runs.current).toBe(4);
    expect(result.rest_left).toBe(1);
  });

  it('never spends a rest day when no run is going', () => {
    const result = record({ days: ['2026-11-05'], today: '2026-11-05', start: '2026-11-01' });
    expect(result.periods.slice(0, 4).map((p) => p.state)).toEqual(['missed', 'missed', 'missed', 'missed']);
    expect(result.rest_left).toBe(2);
  });

  it('neither counts nor breaks a run over a pause', () => {
    const kept = [...days('2026-11-01', 3), ...days('2026-11-13', 2)];
    const result = record({ days: kept, today: '2026-11-14', pauses: [{ from: '2026-11-04', until: '2026-11-13' }] });
    expect(result.runs).toEqual({ current: 5, best: 5 });
    expect(result.rest_left).toBe(2);
    expect(stateOn({ days: kept, today: '2026-11-14', pauses: [{ from: '2026-11-04', until: '2026-11-13' }] }, '2026-11-08')).toBe('paused');
  });

  it('does not count today as missed before it is over', () => {
    const result = record({ days: days('2026-11-01', 4), today: '2026-11-05' });
    expect(result.periods.at(-1)).toEqual({ period: '2026-11-05', state: 'open', count: 0 });
    expect(result.runs.current).toBe(4);
  });

  it('gives a weekly habit one rest week a quarter', () => {
    const mondays = ['2026-10-05', '2026-10-12', '2026-10-26', '2026-11-09'];
    const result = habitRecord({ repeat: weekly, days: mondays, start: '2026-10-05', pauses: [], today: '2026-11-10' });
    expect(result.periods.map((p) => p.state)).toEqual(['done', 'done', 'rest', 'done', 'missed', 'done']);
    expect(result.runs).toEqual({ current: 1, best: 3 });
  });

  it('reads a week with some of its times done as partly', () => {
    const three: Repeat = { every: 'week', times: 10, per_period: 3 };
    const result = habitRecord({ repeat: three, days: ['2026-11-23', '2026-11-25'], start: '2026-11-23', pauses: [], today: '2026-11-27' });
    expect(result.periods).toEqual([{ period: '2026-11-23', state: 'partly', count: 2 }]);
  });

  it('holds for any history: the current run is at most the best, and no more than the periods kept', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 120 }),
      fc.array(fc.record({ at: fc.integer({ min: 0, max: 120 }), length: fc.integer({ min: 1, max: 14 }) }), { maxLength: 3 }),
      (offsets, spans) => {
        const start = '2026-06-01';
        const today = addDays(start, 120);
        const pauses = spans.map(({ at, length }) => ({ from: addDays(start, at), until: addDays(start, at + length) }));
        const result = habitRecord({ repeat: daily, days: offsets.map((n) => addDays(start, n)), start, pauses, today });
        const kept = result.periods.filter((p) => p.state === 'done').length;
        const rests = result.periods.filter((p) => p.state === 'rest');
        const perMonth = new Map<string, number>();
        for (const rest of rests) perMonth.set(rest.period.slice(0, 7), (perMonth.get(rest.period.slice(0, 7)) ?? 0) + 1);
        return result.runs.current <= result.runs.best && result.runs.best <= kept && [...perMonth.values()].every((n) => n <= 2);
      },
    ));
  });

  it('is never shortened by pausing the days it missed', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 60 }), (offsets) => {
      const start = '2026-06-01';
      const today = addDays(start, 60);
      const done = new Set(offsets.map((n) => addDays(start, n)));
      const missed = days(start, 60).filter((day) => !done.has(day)).map((day) => ({ from: day, until: addDays(day, 1) }));
      const plain = habitRecord({ repeat: daily, days: [...done], start, pauses: [], today });
      const paused = habitRecord({ repeat: daily, days: [...done], start, pauses: missed, today });
      return paused.runs.current >= plain.runs.current && paused.runs.current === paused.runs.best;
    }));
  });
});

describe('share of the last 30 days', () => {
  it('counts the days kept of those asked, leaving rest and pause out', () => {
    const kept = days('2026-11-01', 30).filter((day) => day !== '2026-11-10' && day !== '2026-11-20' && day !== '2026-11-25');
    const result = record({ days: kept, today: '2026-11-30', start: '2026-11-01' });
    expect(share30(result, 'day', '2026-11-30')).toBe(Math.round((27 / 28) * 100));
  });
});

describe('heatmap cells', () => {
  it('has a cell for each day of 26 weeks, Monday first, days to come not started', () => {
    const result = record({ days: days('2026-11-20', 5), today: '2026-11-25' });
    const cells = heatmapCells(result.periods, 'day', '2026-11-25');
    expect(cells).toHaveLength(182);
    expect(cells[0]?.period).toBe('2026-06-01');
    expect(cells.at(-1)?.period).toBe('2026-11-29');
    expect(cells.find((c) => c.period === '2026-11-22')).toEqual({ period: '2026-11-22', state: 'done', count: 1 });
    expect(cells.find((c) => c.period === '2026-11-26')?.state).toBe('not_started');
    expect(cells.find((c) => c.period === '2026-11-01')?.state).toBe('not_started');
  });

  it('has a cell a week for a weekly habit', () => {
    const result = habitRecord({ repeat: weekly, days: ['2026-11-18'], start: '2026-11-01', pauses: [], today: '2026-11-25' });
    const cells = heatmapCells(result.periods, 'week', '2026-11-25');
    expect(cells).toHaveLength(26);
    expect(cells.slice(-3).map((c) => c.state)).toEqual(['missed', 'done', 'open']);
  });

  it('tells every period of a history apart from the record', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 100 }), (offsets) => {
      const today = '2026-11-25';
      const start = addDays(today, -200);
      const result = habitRecord({ repeat: daily, days: offsets.map((n) => addDays(start, n)), start, pauses: [], today });
      const cells = heatmapCells(result.periods, 'day', today);
      const doneDays = new Set(offsets.map((n) => addDays(start, n)));
      return cells.length === 182 && cells.every((cell) => (cell.state === 'done') === (doneDays.has(cell.period) && cell.period <= today));
    }));
  });
});
