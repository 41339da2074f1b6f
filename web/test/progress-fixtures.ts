import { addDays, weekdayIndex } from '@cakewalk/shared/rules/calendar-days.ts';
import type { CellState, GoalProgress, HabitProgress, ProgressPage } from '@cakewalk/shared/schemas/progress.ts';

/** A Wednesday: this week runs Monday 23 to Sunday 29 November 2026. */
const TODAY = '2026-11-25';
const MONDAY = addDays(TODAY, -weekdayIndex(TODAY));

/** A daily habit's 26 weeks (182 days, this week's last days still to come): mostly done, with a rest day, a pause and a miss. */
function dailyCells(): HabitProgress['cells'] {
  const first = addDays(MONDAY, -25 * 7);
  return Array.from({ length: 182 }, (_, index) => {
    const period = addDays(first, index);
    let state: CellState = index % 5 === 3 ? 'missed' : 'done';
    if (period === addDays(TODAY, -3)) state = 'rest';
    if (period >= addDays(TODAY, -12) && period <= addDays(TODAY, -8)) state = 'paused';
    if (period === addDays(TODAY, -1) || period === addDays(TODAY, -2)) state = 'done';
    if (period === TODAY) state = 'open';
    if (period > TODAY) state = 'not_started';
    return { period, state, count: state === 'done' ? 1 : 0 };
  });
}

export const DAILY_HABIT: HabitProgress = {
  id: 'g1.m5',
  title: 'Stretch for 5 minutes',
  repeat: { every: 'day', times: 200 },
  runs: { current: 4, best: 11 },
  share_30: 80,
  share_days: 30,
  rest_left: 1,
  cells: dailyCells(),
};

const WEEKLY_HABIT: HabitProgress = {
  id: 'g1.m6',
  title: 'Long run',
  repeat: { every: 'week', times: 40, per_period: 2 },
  runs: { current: 0, best: 3 },
  share_30: 50,
  share_days: 30,
  rest_left: 1,
  cells: Array.from({ length: 26 }, (_, index) => {
    const period = addDays(MONDAY, (index - 25) * 7);
    const state: CellState = index === 25 ? 'partly' : index % 4 === 0 ? 'missed' : 'done';
    return { period, state, count: state === 'done' ? 2 : state === 'partly' ? 1 : 0 };
  }),
};

const thisWeek = (bites: readonly number[]) => bites.map((count, index) => ({ day: addDays(MONDAY, index), bites: count }));

export const RUN_GOAL: GoalProgress = {
  id: 'g1',
  title: 'Run a 10K',
  created_day: '2026-10-01',
  due_date: '2027-01-31',
  pauses: [{ from: addDays(TODAY, -12), until: addDays(TODAY, -7) }],
  paused_now: null,
  due_move: null,
  fresh_start: null,
  progress: { done: 12, total: 40, percent: 30 },
  road: {
    start: '2026-10-01',
    due: '2027-01-31',
    total: 40,
    done: 12,
    points: [
      { day: '2026-10-01', done: 0 },
      { day: '2026-10-05', done: 3 },
      { day: '2026-10-20', done: 5 },
      { day: '2026-11-15', done: 10 },
      { day: TODAY, done: 12 },
    ],
    rate: 0.5,
    projected_finish: '2027-01-19',
  },
  habits: [DAILY_HABIT, WEEKLY_HABIT],
  this_week: thisWeek([2, 1, 1, 0, 0, 0, 0]),
};

export const SPANISH_GOAL: GoalProgress = {
  id: 'g2',
  title: 'Learn Spanish',
  created_day: '2026-11-01',
  due_date: null,
  pauses: [],
  paused_now: null,
  due_move: null,
  fresh_start: null,
  progress: { done: 4, total: 9, percent: 44 },
  road: null,
  habits: [],
  this_week: thisWeek([1, 0, 0, 0, 0, 0, 0]),
};

export function progressFixture(over: Partial<ProgressPage> = {}): ProgressPage {
  return {
    today: TODAY,
    comebacks: 3,
    comeback_today: false,
    welcome_back: null,
    week: { from: addDays(TODAY, -6), to: TODAY, bites_done: 9, habits_kept: 5, habits_due: 7, best_day: MONDAY, runs_kept: 1 },
    this_week: thisWeek([3, 1, 1, 0, 0, 0, 0]),
    goals: [RUN_GOAL, SPANISH_GOAL],
    ...over,
  };
}
