import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayIn, weekdayIndex } from '../src/rules/calendar-days.ts';
import { periodOf } from '../src/rules/habit-periods.ts';
import { completionChange, habitState, periodsFromFigures } from '../src/rules/habit.ts';
import { biteCredit } from '../src/rules/progress.ts';
import type { Status } from '../src/schemas/common.ts';

const monday = '2026-11-23';
const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));

describe('periods', () => {
  it('is the day in the time zone, not in UTC', () => {
    const instant = new Date('2026-11-23T23:30:00Z');
    expect(dayIn(instant, 'UTC')).toBe('2026-11-23');
    expect(dayIn(instant, 'Europe/Berlin')).toBe('2026-11-24');
    expect(dayIn(instant, 'America/Los_Angeles')).toBe('2026-11-23');
  });

  it('starts a week on Monday', () => {
    expect(periodOf('week', '2026-11-29')).toBe(monday);
    expect(periodOf('week', monday)).toBe(monday);
    expect(periodOf('week', '2026-11-30')).toBe('2026-11-30');
    expect(periodOf('day', '2026-11-29')).toBe('2026-11-29');
  });

  it('names every day of a week by the same Monday', () => {
    fc.assert(fc.property(fc.integer({ min: -2000, max: 2000 }), (n) => {
      const day = addDays(monday, n);
      const start = periodOf('week', day);
      return weekdayIndex(start) === 0 && start <= day && addDays(start, 6) >= day;
    }));
  });
});

describe("habitState's streak: the run Progress shows", () => {
  const daily = { every: 'day' as const, times: 200 };
  const runOf = (every: 'day' | 'weekday' | 'week', done: string[], today: string) => habitState({ every, times: 200 }, done, today).streak;

  it('counts the days kept in a row, today only once done', () => {
    const done = days('2026-11-18', 5); // the 18th to the 22nd
    expect(habitState(daily, done, monday).streak).toBe(5);
    expect(habitState(daily, [...done, monday], monday).streak).toBe(6);
  });

  it("keeps a run over two rest days a month, and ends it at the month's third miss", () => {
    const two = [...days('2026-11-10', 5), ...days('2026-11-16', 2), ...days('2026-11-19', 4)]; // the 15th and 18th rest
    expect(runOf('day', two, monday)).toBe(11);
    const three = [...days('2026-11-10', 3), ...days('2026-11-14', 2), '2026-11-17', ...days('2026-11-19', 4)]; // the 13th, 16th and 18th
    expect(runOf('day', three, monday)).toBe(4);
  });

  it('skips a weekend for a weekday habit, counts a weekend done, and rests a daily one over it', () => {
    const weekdays = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
    expect(runOf('weekday', weekdays, monday)).toBe(5);
    expect(runOf('weekday', [...weekdays, '2026-11-22'], monday)).toBe(6);
    expect(runOf('day', weekdays, monday)).toBe(5);
  });

  it('counts weeks starting Monday', () => {
    expect(runOf('week', ['2026-11-02', '2026-11-09', '2026-11-16'], '2026-11-26')).toBe(3);
  });

  it('never exceeds the periods kept', () => {
    const done = fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 40 }).map((ns) => ns.map((n) => addDays('2026-09-01', n)));
    fc.assert(fc.property(done, fc.constantFrom('day' as const, 'weekday' as const), (list, every) => {
      const streak = runOf(every, list, '2026-11-01');
      return streak >= 0 && streak <= list.length;
    }));
  });

  it('two missed days of one month never break a run that month', () => {
    const november = fc.uniqueArray(fc.integer({ min: 1, max: 21 }), { maxLength: 2 });
    fc.assert(fc.property(november, (gaps) => {
      const kept = days('2026-11-01', 22).filter((_, i) => !gaps.includes(i));
      return runOf('day', kept, monday) === kept.length;
    }));
  });
});

describe('habitState', () => {
  const repeat = { every: 'day' as const, times: 3 };

  it('is done while today has a completion, and todo again tomorrow', () => {
    expect(habitState(repeat, [monday], monday)).toEqual({ status: 'done', completions: 1, period_completions: 1, streak: 1, last_done: monday });
    expect(habitState(repeat, [monday], '2026-11-24').status).toBe('todo');
  });

  it('is done for good once completions reach times', () => {
    expect(habitState(repeat, ['2026-11-20', '2026-11-21', '2026-11-22'], '2026-12-25').status).toBe('done');
  });
});

describe('several times a period', () => {
  const thrice = { every: 'week' as const, times: 4, per_period: 3 };
  const apply = (completions: string[], today: string, status: Status) => {
    const change = completionChange(thrice, completions, today, status);
    if (change === 'add') return [...completions, periodOf(thrice.every, today)];
    if (change === 'remove') completions.splice(completions.lastIndexOf(periodOf(thrice.every, today)), 1);
    return completions;
  };

  it('a week is done after its third completion, and a fourth done changes nothing', () => {
    let completions: string[] = [];
    for (const expected of ['todo', 'todo', 'done', 'done'] as const) {
      completions = apply(completions, monday, 'done');
      expect(habitState(thrice, completions, monday).status).toBe(expected);
    }
    expect(habitState(thrice, completions, monday)).toMatchObject({ completions: 3, period_completions: 3, streak: 1 });
    expect(habitState(thrice, apply(completions, monday, 'todo'), monday)).toMatchObject({ status: 'todo', period_completions: 2, streak: 0 });
  });

  it('counts in the streak only the weeks that reached their count, and progress against times x per_period', () => {
    const completions = ['2026-11-09', '2026-11-09', '2026-11-09', '2026-11-16', monday];
    expect(habitState(thrice, completions, '2026-11-26')).toMatchObject({ streak: 1, period_completions: 1, completions: 5 });
    expect(biteCredit({ status: 'todo', repeat: thrice, completions: 6 })).toBe(0.5);
  });

  it('whatever the order of dones and todos, a period holds 0 to per_period and the total never passes times x per_period', () => {
    const action = fc.record({ day: fc.integer({ min: 0, max: 40 }), status: fc.constantFrom<Status>('done', 'todo', 'in_progress') });
    fc.assert(fc.property(fc.array(action, { maxLength: 60 }), fc.integer({ min: 1, max: 7 }), (actions, perPeriod) => {
      const repeat = { ...thrice, per_period: perPeriod };
      let completions: string[] = [];
      for (const { day, status } of actions.sort((a, b) => a.day - b.day)) {
        const today = addDays(monday, day);
        const change = completionChange(repeat, completions, today, status);
        if (change === 'add') completions = [...completions, periodOf('week', today)];
        if (change === 'remove') completions = completions.toSpliced(completions.lastIndexOf(periodOf('week', today)), 1);
        const state = habitState(repeat, completions, today);
        if (state.period_completions < 0 || state.period_completions > perPeriod) return false;
        if (completions.length > repeat.times * perPeriod) return false;
        if (state.status === 'done' !== (state.period_completions === perPeriod || completions.length === repeat.times * perPeriod)) return false;
      }
      return true;
    }));
  });

  it('gives back a record with several a period: its completions, each period at most per_period', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 40 }), (perPeriod, count) => {
      const periods = periodsFromFigures({ every: 'week', times: 20, per_period: perPeriod }, { completions: count, last_done: monday }, monday);
      const state = habitState({ every: 'week', times: 20, per_period: perPeriod }, periods, monday);
      return periods.length === Math.min(count, 20 * perPeriod) && state.period_completions <= perPeriod;
    }));
  });
});

describe('periodsFromFigures', () => {
  it('gives back the completions, and the streak as of the last period done, for every cadence', () => {
    fc.assert(fc.property(
      fc.constantFrom('day' as const, 'weekday' as const, 'week' as const),
      fc.integer({ min: -400, max: 400 }),
      fc.integer({ min: 1, max: 60 }),
      fc.integer({ min: 0, max: 60 }),
      (every, offset, completions, streak) => {
        const repeat = { every, times: 366 };
        const lastDone = periodOf(every, addDays(monday, offset));
        const periods = periodsFromFigures(repeat, { completions, streak, last_done: lastDone }, monday);
        const state = habitState(repeat, periods, lastDone);
        return state.completions === completions && state.last_done === lastDone
          && state.streak === Math.min(Math.max(streak, 1), completions) && new Set(periods).size === periods.length;
      },
    ));
  });

  it('keeps no more completions than the habit has times, and none without any', () => {
    expect(periodsFromFigures({ every: 'day', times: 3 }, { completions: 5, streak: 5, last_done: monday }, monday))
      .toEqual(['2026-11-21', '2026-11-22', monday]);
    expect(periodsFromFigures({ every: 'day', times: 3 }, { completions: 0, streak: 0, last_done: null }, monday)).toEqual([]);
  });

  it('ends at the fallback day when the record names no last day', () => {
    expect(periodsFromFigures({ every: 'week', times: 10 }, { completions: 1 }, '2026-11-26')).toEqual([monday]);
  });
});
