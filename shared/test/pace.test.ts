import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/rules/calendar-days.ts';
import { catchUpPerDay, FAIR_START_DAYS, FAIR_START_SHARE, laterDueDate, PACE_MARGIN, paceOf, paceWords } from '../src/rules/pace.ts';

const progress = (done: number, total: number) => ({ done, total, percent: total ? Math.round((done / total) * 100) : 0 });
const created = '2026-01-01';
const due = '2026-01-11';

describe('paceOf', () => {
  it('has no pace without a due date', () => {
    expect(paceOf({ progress: progress(1, 10), createdDay: created, dueDate: null, today: '2026-01-05' }))
      .toEqual({ status: 'no_due_date', expected_percent: 0, bites_behind: 0 });
  });

  it('expects the elapsed share of the days from creation to the due date', () => {
    expect(paceOf({ progress: progress(5, 10), createdDay: created, dueDate: due, today: '2026-01-06' }))
      .toEqual({ status: 'on_track', expected_percent: 50, bites_behind: 0 });
  });

  it('is ahead at 10 points above expected, on track within 10, behind below', () => {
    const at = (done: number) => paceOf({ progress: progress(done, 10), createdDay: created, dueDate: due, today: '2026-01-06' }).status;
    expect(at(6)).toBe('ahead');
    expect(at(4)).toBe('on_track');
    expect(at(3)).toBe('behind');
  });

  it('counts the bites behind as ceil((expected - percent) / 100 x total)', () => {
    expect(paceOf({ progress: progress(1, 30), createdDay: created, dueDate: due, today: '2026-01-06' }))
      .toEqual({ status: 'behind', expected_percent: 50, bites_behind: 15 });
  });

  it('is overdue after the due date unless the goal is done', () => {
    expect(paceOf({ progress: progress(9, 10), createdDay: created, dueDate: due, today: '2026-01-12' }).status).toBe('overdue');
    expect(paceOf({ progress: progress(10, 10), createdDay: created, dueDate: due, today: '2026-01-12' }).status).toBe('on_track');
    expect(paceOf({ progress: progress(9, 10), createdDay: created, dueDate: due, today: due }).status).not.toBe('overdue');
  });

  it('keeps expected between 0 and 100 and bites behind only when behind', () => {
    const day = fc.integer({ min: -30, max: 60 }).map((n) => addDays(created, n));
    fc.assert(fc.property(fc.nat(50), fc.integer({ min: 1, max: 50 }), day, day, (done, total, dueDate, today) => {
      const pace = paceOf({ progress: progress(Math.min(done, total), total), createdDay: created, dueDate, today });
      const inRange = pace.expected_percent >= 0 && pace.expected_percent <= 100;
      const behind = pace.status === 'behind'
        ? pace.bites_behind >= 1 && pace.expected_percent - progress(Math.min(done, total), total).percent > PACE_MARGIN
        : pace.bites_behind === 0;
      return inRange && behind;
    }));
  });
});

describe('a fair start', () => {
  it('reads "Just started", never behind, for a goal made a minute ago with nothing done', () => {
    const pace = paceOf({ progress: progress(0, 23), createdDay: created, dueDate: addDays(created, 2), today: created });
    expect(pace).toMatchObject({ status: 'just_started', bites_behind: 0 });
    expect(paceWords(pace)).toBe('Just started');
  });

  it('is never behind in the first 3 days or the first tenth of the span, whichever is longer, and can be behind after', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }), fc.nat(40), fc.integer({ min: 1, max: 40 }), (span, elapsed, done, total) => {
      const dueDate = addDays(created, span);
      const today = addDays(created, elapsed);
      const p = progress(Math.min(done, total), total);
      const pace = paceOf({ progress: p, createdDay: created, dueDate, today });
      const fair = elapsed < Math.max(FAIR_START_DAYS, span * FAIR_START_SHARE);
      if (fair) expect(pace.status).not.toBe('behind');
      if (fair && today <= dueDate && pace.status !== 'ahead') expect(pace.status).toBe('just_started');
      if (!fair) expect(pace.status).not.toBe('just_started');
      if (pace.status === 'just_started') expect(pace.bites_behind).toBe(0);
    }));
  });

  it('lets a long goal be behind once its first tenth has passed', () => {
    const dueDate = addDays(created, 100);
    expect(paceOf({ progress: progress(0, 10), createdDay: created, dueDate, today: addDays(created, 9) }).status).toBe('just_started');
    expect(paceOf({ progress: progress(0, 10), createdDay: created, dueDate, today: addDays(created, 25) }).status).toBe('behind');
  });
});

describe('paceWords', () => {
  it('says the pace as the dashboard shows it', () => {
    expect(paceWords({ status: 'on_track', expected_percent: 40, bites_behind: 0 })).toBe('On track');
    expect(paceWords({ status: 'behind', expected_percent: 40, bites_behind: 2 })).toBe('2 bites behind');
    expect(paceWords({ status: 'behind', expected_percent: 40, bites_behind: 1 })).toBe('1 bite behind');
    expect(paceWords({ status: 'ahead', expected_percent: 40, bites_behind: 0 })).toBe('Ahead');
    expect(paceWords({ status: 'overdue', expected_percent: 100, bites_behind: 0 })).toBe('Overdue');
    expect(paceWords({ status: 'no_due_date', expected_percent: 0, bites_behind: 0 })).toBeNull();
  });
});

describe('the remedies for a goal behind', () => {
  const behind = (done: number, total: number, today: string) => {
    const p = progress(done, total);
    return { progress: p, pace: paceOf({ progress: p, createdDay: created, dueDate: due, today }), due_date: due };
  };

  it('catches up with the bites left over the days left, the due day included', () => {
    // 6 days to go on the 6th (the 6th to the 11th), 29 of 30 bites left: 5 a day.
    expect(catchUpPerDay(behind(1, 30, '2026-01-06'), '2026-01-06')).toBe(5);
    // On the due day itself, everything left is for today.
    expect(catchUpPerDay(behind(1, 30, due), due)).toBe(29);
  });

  it('gives no catch-up for a goal that is not behind', () => {
    expect(catchUpPerDay(behind(5, 10, '2026-01-06'), '2026-01-06')).toBeNull();
    expect(catchUpPerDay({ ...behind(1, 30, '2026-01-06'), due_date: null }, '2026-01-06')).toBeNull();
  });

  it('finishes by the due date when followed from any day behind', () => {
    const day = fc.integer({ min: 0, max: 10 }).map((n) => addDays(created, n));
    fc.assert(fc.property(fc.nat(60), fc.integer({ min: 1, max: 60 }), day, (done, total, today) => {
      const goal = behind(Math.min(done, total), total, today);
      const perDay = catchUpPerDay(goal, today);
      if (perDay === null) return goal.pace.status !== 'behind';
      const daysLeft = Math.round((Date.parse(due) - Date.parse(today)) / 86_400_000) + 1;
      return perDay >= 1 && perDay * daysLeft >= total - goal.progress.done;
    }));
  });

  it('moves a due date a week, or a week from today when it has passed or is missing', () => {
    expect(laterDueDate('2026-03-01', '2026-01-06')).toBe('2026-03-08');
    expect(laterDueDate('2026-01-01', '2026-01-06')).toBe('2026-01-13');
    expect(laterDueDate(null, '2026-01-06')).toBe('2026-01-13');
  });
});
