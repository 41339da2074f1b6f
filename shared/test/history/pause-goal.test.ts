import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/rules/calendar-days.ts';
import { checkinsPaused, checkinsResumed, dueMoveToSay, pausedFor, resumed, type GoalPause } from '../../src/rules/history/pause-goal.ts';

const goal: GoalPause = { due_date: '2026-12-31', pauses: [], due_move: null, paused_until: null };

describe('pausing a goal', () => {
  it('moves the due date by the days paused, said once the pause is over', () => {
    const paused = pausedFor(goal, '2026-11-23', 7);
    expect(paused).toEqual({
      due_date: '2027-01-07', pauses: [{ from: '2026-11-23', until: '2026-11-30' }], paused_until: '2026-11-30',
      due_move: { days: 7, from_date: '2026-12-31', to_date: '2027-01-07', shown_from: '2026-11-30' },
    });
    expect(dueMoveToSay(paused, '2026-11-29')).toBeNull();
    expect(dueMoveToSay(paused, '2026-11-30')).toEqual({ days: 7, from_date: '2026-12-31', to_date: '2027-01-07' });
  });

  it('gives the days not used back when the pause ends early, and says it at once', () => {
    const back = resumed(pausedFor(goal, '2026-11-23', 7), '2026-11-26');
    expect(back.due_date).toBe('2027-01-03');
    expect(back.pauses).toEqual([{ from: '2026-11-23', until: '2026-11-26' }]);
    expect(back.paused_until).toBeNull();
    expect(dueMoveToSay(back, '2026-11-26')).toEqual({ days: 3, from_date: '2026-12-31', to_date: '2027-01-03' });
  });

  it('leaves nothing behind when ended the day it began', () => {
    expect(resumed(pausedFor(goal, '2026-11-23', 7), '2026-11-23')).toEqual(goal);
  });

  it('extends a pause under way rather than adding one', () => {
    const longer = pausedFor(pausedFor(goal, '2026-11-23', 7), '2026-11-25', 7);
    expect(longer.pauses).toEqual([{ from: '2026-11-23', until: '2026-12-02' }]);
    expect(longer.due_move).toEqual({ days: 9, from_date: '2026-12-31', to_date: '2027-01-09', shown_from: '2026-12-02' });
  });

  it('moves no date a goal does not have', () => {
    expect(pausedFor({ ...goal, due_date: null }, '2026-11-23', 7).due_move).toBeNull();
  });

  it('always moves the due date by exactly the days paused', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 0, max: 40 }), (days, after) => {
      const start = '2026-11-01';
      const back = resumed(pausedFor(goal, start, days), addDays(start, after));
      const used = Math.min(days, after);
      return back.due_date === addDays(goal.due_date ?? '', used) && (back.due_move?.days ?? 0) === used;
    }));
  });
});

describe('check-ins paused for a span', () => {
  it('pauses every goal while off, and moves the due date by the days it lasted', () => {
    const off = checkinsPaused(goal, '2026-11-10');
    expect(off.pauses).toEqual([{ from: '2026-11-10', until: null }]);
    expect(off.due_date).toBe(goal.due_date);
    const on = checkinsResumed(off, '2026-11-14');
    expect(on.pauses).toEqual([{ from: '2026-11-10', until: '2026-11-14' }]);
    expect(on.due_date).toBe('2027-01-04');
    expect(dueMoveToSay(on, '2026-11-14')).toEqual({ days: 4, from_date: '2026-12-31', to_date: '2027-01-04' });
  });

  it('leaves a goal already paused as it is, and nothing behind when back the same day', () => {
    const paused = pausedFor(goal, '2026-11-10', 7);
    expect(checkinsPaused(paused, '2026-11-12')).toBe(paused);
    expect(checkinsResumed(checkinsPaused(goal, '2026-11-10'), '2026-11-10')).toEqual(goal);
  });
});
