import { describe, expect, it } from 'vitest';
import { addDays } from '@cakewalk/shared/rules/calendar-days.ts';
import { cellAfterKey, fromFirstWeek, gridPlaces, inWeekRows } from './heatmap-grid.ts';

const days = (from: string, count: number) => Array.from({ length: count }, (_, index) => addDays(from, index));

describe('heatmap grid', () => {
  it('puts a day in the column of its week and the row of its weekday, Monday on top', () => {
    // 2026-11-04 is a Wednesday: its week's column starts two rows down.
    const places = gridPlaces(days('2026-11-04', 40), false);
    expect(places.slice(0, 7).map((place) => `${place.column}:${place.row}`)).toEqual(['0:2', '0:3', '0:4', '0:5', '0:6', '1:0', '1:1']);
  });

  it('draws a daily habit\'s first weeks a row a week, Monday first, as a calendar reads', () => {
    // 2026-11-18 is a Wednesday: its week's row starts two places in.
    const places = gridPlaces(days('2026-11-18', 12), false);
    expect(places.map((place) => `${place.column}:${place.row}`)).toEqual(['2:0', '3:0', '4:0', '5:0', '6:0', '0:1', '1:1', '2:1', '3:1', '4:1', '5:1', '6:1']);
    expect(inWeekRows(days('2026-11-02', 28), false)).toBe(true);
    expect(inWeekRows(days('2026-11-02', 29), false)).toBe(false);
    // Up and down walk a week, left and right a day.
    expect(cellAfterKey('ArrowDown', 0, places)).toBe(7);
    expect(cellAfterKey('ArrowUp', 7, places)).toBe(0);
    expect(cellAfterKey('ArrowRight', 4, places)).toBe(5);
    expect(cellAfterKey('ArrowLeft', 5, places)).toBe(4);
  });

  it('lays a weekly habit out in one row', () => {
    expect(gridPlaces(['2026-11-09', '2026-11-16', '2026-11-23'], true)).toEqual([
      { column: 0, row: 0 }, { column: 1, row: 0 }, { column: 2, row: 0 },
    ]);
  });

  it('moves a week with left and right, a day with up and down, and to the ends with Home and End', () => {
    const places = gridPlaces(days('2026-11-02', 35), false);
    expect(cellAfterKey('ArrowRight', 3, places)).toBe(10);
    expect(cellAfterKey('ArrowLeft', 10, places)).toBe(3);
    expect(cellAfterKey('ArrowDown', 6, places)).toBe(7);
    expect(cellAfterKey('ArrowUp', 0, places)).toBeUndefined();
    expect(cellAfterKey('ArrowRight', 34, places)).toBeUndefined();
    expect(cellAfterKey('Home', 12, places)).toBe(0);
    expect(cellAfterKey('End', 2, places)).toBe(34);
    expect(cellAfterKey('Enter', 2, places)).toBeUndefined();
  });
});

describe('a new habit\'s heatmap', () => {
  // 26 weeks of days up to Saturday 28 November, begun on Wednesday 25 November.
  const cells = days('2026-06-01', 181).map((period) => ({ period, state: period < '2026-11-25' ? 'not_started' : 'done' }));

  it('starts at the Monday of the week the habit began, not 26 weeks of nothing', () => {
    expect(fromFirstWeek(cells, false).map((cell) => cell.period)).toEqual(days('2026-11-23', 6));
  });

  it('keeps a weekly habit from its first week, and a habit not begun yet its last week', () => {
    const weeks = ['2026-11-09', '2026-11-16', '2026-11-23'];
    expect(fromFirstWeek(weeks.map((period, i) => ({ period, state: i < 1 ? 'not_started' : 'missed' })), true).map((cell) => cell.period)).toEqual(weeks.slice(1));
    expect(fromFirstWeek(weeks.map((period) => ({ period, state: 'not_started' })), true).map((cell) => cell.period)).toEqual(['2026-11-23']);
  });
});
