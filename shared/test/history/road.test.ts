import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/rules/calendar-days.ts';
import { evenPaceOn, recentDone, roadOf } from '../../src/rules/history/road.ts';
import { freshStartOf, isFreshStartDay } from '../../src/rules/history/fresh-start.ts';
import { paceOf } from '../../src/rules/pace.ts';
import { bitesPerDay, daysCounted, thisWeek, weekFigures } from '../../src/rules/history/week-figures.ts';
import { habitRecord } from '../../src/rules/history/habit-record.ts';

describe('the road', () => {
  const road = roadOf({
    createdDay: '2026-11-01', dueDate: '2026-11-30', total: 20, today: '2026-11-20',
    dones: [{ day: '2026-11-03', amount: 1 }, { day: '2026-11-03', amount: 1 }, { day: '2026-11-10', amount: 1 }, { day: '2026-11-18', amount: 0.5 }],
  });

  it('adds the bites done day by day from the start to today', () => {
    expect(road.points).toEqual([
      { day: '2026-11-01', done: 0 }, { day: '2026-11-03', done: 2 }, { day: '2026-11-10', done: 3 },
      { day: '2026-11-18', done: 3.5 }, { day: '2026-11-20', done: 3.5 },
    ]);
    expect(road.done).toBe(3.5);
  });

  it("projects the finish at the last 14 days' rate", () => {
    expect(road.rate).toBe(0.11);
    expect(road.projected_finish).toBe(addDays('2026-11-20', Math.ceil(16.5 / (1.5 / 14))));
  });

  it('projects nothing in its first week, and takes a young road\'s rate over the days it has', () => {
    const young = (today: string) => roadOf({ createdDay: '2026-11-20', dueDate: '2027-03-01', total: 12, today, dones: [{ day: '2026-11-20', amount: 1 }, { day: '2026-11-21', amount: 1 }] });
    expect(young('2026-11-21').projected_finish).toBeNull();
    expect(young('2026-11-25').projected_finish).toBeNull();
    expect(young('2026-11-29').rate).toBe(0.2);
    expect(young('2026-11-29').projected_finish).toBe(addDays('2026-11-29', 50));
  });

  it('has no projected finish without a recent done', () => {
    expect(roadOf({ createdDay: '2026-10-01', dueDate: '2026-12-30', total: 5, today: '2026-11-20', dones: [{ day: '2026-10-02', amount: 1 }] }).projected_finish).toBeNull();
  });

  it('runs the even pace from none at the start to all at the due date', () => {
    expect(evenPaceOn(road, '2026-11-01')).toBe(0);
    expect(evenPaceOn(road, '2026-11-30')).toBe(20);
    expect(evenPaceOn(road, '2026-12-30')).toBe(20);
  });

  it('never goes down and never passes the total', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 50 }), fc.integer({ min: 1, max: 30 }), (offsets, total) => {
      const result = roadOf({ createdDay: '2026-10-01', dueDate: '2026-12-01', total, today: '2026-11-20', dones: offsets.map((n) => ({ day: addDays('2026-10-01', n), amount: 1 })) });
      return result.points.every((p, i) => p.done <= total && (i === 0 || p.done >= (result.points[i - 1]?.done ?? 0)));
    }));
  });
});

describe('pace with pauses', () => {
  const progress = { done: 0, total: 10, percent: 0 };

  it('does not let the expected share grow while paused', () => {
    const pauses = [{ from: '2026-11-11', until: '2026-11-18' }];
    const before = paceOf({ progress, createdDay: '2026-11-01', dueDate: '2026-12-08', today: '2026-11-11', pauses });
    const during = paceOf({ progress, createdDay: '2026-11-01', dueDate: '2026-12-08', today: '2026-11-17', pauses });
    const after = paceOf({ progress, createdDay: '2026-11-01', dueDate: '2026-12-08', today: '2026-11-18', pauses });
    expect(during.expected_percent).toBe(before.expected_percent);
    expect(after.expected_percent).toBe(before.expected_percent);
    expect(before.expected_percent).toBe(Math.round((10 / 30) * 100));
  });

  it('is the pace it was without pauses', () => {
    expect(paceOf({ progress, createdDay: '2026-11-01', dueDate: '2026-12-01', today: '2026-11-16' }).expected_percent).toBe(50);
  });

  it('stands still on every paused day, and never goes down', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 20 }), (pauseAt, length) => {
      const pauses = [{ from: addDays('2026-10-01', pauseAt), until: addDays('2026-10-01', pauseAt + length) }];
      const expected = (n: number) => paceOf({ progress, createdDay: '2026-10-01', dueDate: '2026-11-30', today: addDays('2026-10-01', n), pauses }).expected_percent;
      const all = Array.from({ length: 90 }, (_, n) => expected(n));
      const frozen = Array.from({ length }, (_, i) => pauseAt + i).every((n) => all[n] === all[pauseAt]);
      return frozen && all.every((value, n) => n === 0 || value >= (all[n - 1] ?? 0));
    }));
  });
});

describe('a fresh start', () => {
  const behind = { status: 'behind' as const, expected_percent: 60, bites_behind: 4 };
  const progress = { done: 4, total: 20, percent: 20 };

  it('comes on a Monday or the 1st only', () => {
    expect(isFreshStartDay('2026-11-23')).toBe(true);
    expect(isFreshStartDay('2026-12-01')).toBe(true);
    expect(isFreshStartDay('2026-11-24')).toBe(false);
    expect(freshStartOf({ progress, pace: behind, dueDate: '2026-12-02', projectedFinish: null, today: '2026-11-24' })).toBeNull();
  });

  it('spreads the bites left over the days left, or moves the due date', () => {
    expect(freshStartOf({ progress, pace: behind, dueDate: '2026-12-02', projectedFinish: '2027-01-20', today: '2026-11-23' }))
      .toEqual({ bites_left: 16, days_left: 10, per_day: 2, move_to: '2027-01-20' });
    expect(freshStartOf({ progress, pace: behind, dueDate: '2026-12-02', projectedFinish: null, today: '2026-11-23' })?.move_to).toBe('2026-12-09');
  });

  it('is not offered to a goal on track', () => {
    expect(freshStartOf({ progress, pace: { ...behind, status: 'on_track' }, dueDate: '2026-12-02', projectedFinish: null, today: '2026-11-23' })).toBeNull();
  });
});

describe('the week', () => {
  it('counts bites per day, Monday to Sunday', () => {
    expect(thisWeek(['2026-11-24', '2026-11-24', '2026-11-29', '2026-11-30'], '2026-11-26').map((d) => d.bites)).toEqual([0, 2, 0, 0, 0, 0, 1]);
    expect(bitesPerDay([], '2026-11-23', 3)).toEqual([{ day: '2026-11-23', bites: 0 }, { day: '2026-11-24', bites: 0 }, { day: '2026-11-25', bites: 0 }]);
  });

  it("gives the week's figures: bites, habits kept of those asked, the best day, runs kept", () => {
    const today = '2026-11-29';
    const habitDays = ['2026-11-23', '2026-11-24', '2026-11-26', '2026-11-27', '2026-11-28'];
    const record = habitRecord({ repeat: { every: 'day', times: 60 }, days: habitDays, start: '2026-11-20', pauses: [], today });
    const figures = weekFigures({ today, days: [...habitDays, '2026-11-26', '2026-11-26'], habits: [{ every: 'day', record }] });
    // Today's period, still running and not yet kept, is not due; nor is the 25th a rest day covers.
    expect(figures).toEqual({ from: '2026-11-23', to: today, bites_done: 7, habits_kept: 5, habits_due: 5, best_day: '2026-11-26', runs_kept: 1 });
    expect(daysCounted(figures)).toBe(7);
  });

  it('counts only the days since the first goal began, so a first day is one day, not seven', () => {
    const today = '2026-11-29';
    const firstDay = weekFigures({ today, days: Array.from({ length: 14 }, () => today), habits: [], since: today });
    expect(firstDay).toMatchObject({ from: today, to: today, bites_done: 14, best_day: today });
    expect(daysCounted(firstDay)).toBe(1);
    expect(daysCounted(weekFigures({ today, days: [], habits: [], since: '2026-11-27' }))).toBe(3);
    // A first day long ago, or a stray one after today, leaves the 7 days as they are.
    expect(daysCounted(weekFigures({ today, days: [], habits: [], since: '2026-10-01' }))).toBe(7);
    expect(daysCounted(weekFigures({ today, days: [], habits: [], since: '2026-12-01' }))).toBe(7);
  });
});

describe('the bites done lately, as the road says them', () => {
  const points = [{ day: '2026-11-01', done: 0 }, { day: '2026-11-05', done: 3 }, { day: '2026-11-20', done: 7.5 }, { day: '2026-11-25', done: 8 }];

  it('counts the last 14 days from the points, not from the rate', () => {
    expect(recentDone({ start: '2026-11-01', points }, '2026-11-25')).toEqual({ done: 5, sinceStart: false });
  });

  it('says a younger road\'s bites since it began', () => {
    expect(recentDone({ start: '2026-11-20', points: [{ day: '2026-11-20', done: 0 }, { day: '2026-11-21', done: 1.03 }] }, '2026-11-25')).toEqual({ done: 1.03, sinceStart: true });
  });
});
