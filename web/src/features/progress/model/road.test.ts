import { describe, expect, it } from 'vitest';
import { roadGeometry } from './road-geometry.ts';
import { roadWeeks } from './road-weeks.ts';

const ROAD = {
  start: '2026-11-02',
  due: '2026-11-30',
  today: '2026-11-18',
  total: 20,
  points: [{ day: '2026-11-02', done: 0 }, { day: '2026-11-05', done: 4 }, { day: '2026-11-16', done: 9 }],
  projected: '2026-12-10',
};

describe('the road', () => {
  it('runs its axis to a projected finish past the due date, but no further than twice the span', () => {
    expect(roadGeometry(ROAD).end).toBe('2026-12-10');
    expect(roadGeometry({ ...ROAD, projected: '2027-06-01' }).end).toBe('2026-12-28');
    expect(roadGeometry({ ...ROAD, projected: '2027-06-01' }).x('2027-06-01')).toBe(100);
  });

  it('ends the projection at the finish, or where it leaves the axis, at the height it has reached by then', () => {
    const road = roadGeometry(ROAD);
    expect(road.projectionEnd).toEqual({ x: 100, y: road.y(20) });
    // 9 done, 11 to go in 195 days; the axis stops 40 days after today.
    const far = roadGeometry({ ...ROAD, projected: '2027-06-01' });
    expect(far.projectionEnd?.x).toBe(100);
    expect(far.projectionEnd?.y).toBeCloseTo(far.y(9 + (11 * 40) / 195));
    expect(roadGeometry({ ...ROAD, projected: null }).projectionEnd).toBeNull();
  });

  it('draws done as steps: flat between days, up on each day with bites, flat again up to today', () => {
    const road = roadGeometry({ ...ROAD, projected: null });
    expect(road.donePath).toBe(`M0 60 H0 V60 H${road.x('2026-11-05')} V${road.y(4)} H${road.x('2026-11-16')} V${road.y(9)} H${road.x('2026-11-18')}`);
    expect(road.y(20)).toBeLessThan(road.y(9));
  });

  it('gives the table a row a week: done that week, done in all, and the even pace by its end', () => {
    expect(roadWeeks(ROAD)).toEqual([
      { week: '2026-11-02', done: 4, total: 4, pace: 4.3 },
      { week: '2026-11-09', done: 0, total: 4, pace: 9.3 },
      { week: '2026-11-16', done: 5, total: 9, pace: 14.3 },
    ]);
    // A goal's first day: its week's row asks what the week asks, never an even pace of 0.
    const firstDay = { ...ROAD, start: '2026-11-28', due: '2026-12-12', today: '2026-11-28', total: 14, points: [{ day: '2026-11-28', done: 1 }] };
    expect(roadWeeks(firstDay)).toEqual([{ week: '2026-11-23', done: 1, total: 1, pace: 1 }]);
  });
});
