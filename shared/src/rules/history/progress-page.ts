import type { Goal, Microtask } from '../../schemas/goal.ts';
import type { DaySpan, GoalProgress, HabitProgress, ProgressPage, WelcomeBack } from '../../schemas/progress.ts';
import { addDays } from '../calendar-days.ts';
import { currentStep } from '../current-step.ts';
import { stepsOf, currentStepOf } from '../goal-tree.ts';
import { completionsNeeded } from '../habit-periods.ts';
import { habitsBegun, skipsCheckins, type BegunHabit } from '../today.ts';
import { comebackDays, COMEBACK_GAP, quietDays } from './comebacks.ts';
import { freshStartOf } from './fresh-start.ts';
import { habitRecord, share30, shareDays, type HabitRecord } from './habit-record.ts';
import { heatmapCells } from './heatmap.ts';
import { dueMoveToSay, type PendingDueMove } from './pause-goal.ts';
import { pauseOn } from './pauses.ts';
import { roadOf } from './road.ts';
import { thisWeek, weekFigures } from './week-figures.ts';

// The whole Progress page from the goals, their done records and pauses, for `today`: what the
// server answers GET /users/me/progress with, and what the check-ins read their figures from.

/** A done as the rules read it: the bite's id and the user's day. */
interface Done {
  bite_id: string;
  day: string;
}

/** A goal with what its history adds to it. */
export interface GoalHistory {
  goal: Goal;
  /** The day it was made, in the user's time zone. */
  createdDay: string;
  dones: readonly Done[];
  pauses: readonly DaySpan[];
  dueMove: PendingDueMove | null;
}

interface HabitOfGoal {
  goalId: string;
  bite: BegunHabit['microtask'];
  record: HabitRecord;
}

/**
 * Each begun habit's record, of every goal. A first phase's habit, or the goal's own, counts from
 * the goal's first day; a later phase's from its first tick (or today), as the day its phase began
 * is not kept and the days before it were never the habit's to keep.
 */
export function habitRecords(histories: readonly GoalHistory[], today: string): HabitOfGoal[] {
  return histories.flatMap(({ goal, createdDay, dones, pauses }) => habitsBegun(goal, new Set(dones.map((done) => done.bite_id))).map(({ microtask: bite, fromFirstDay }) => {
    const days = dones.filter((done) => done.bite_id === bite.id).map((done) => done.day);
    const start = fromFirstDay ? createdDay : days.reduce((first, day) => (day < first ? day : first), today);
    return { goalId: goal.id, bite, record: habitRecord({ repeat: bite.repeat, days, start, pauses, today }) };
  }));
}

/** The days of a goal's one-off bites done: a habit's tick is a habit kept, never a bite. */
function biteDaysOf({ goal, dones }: GoalHistory): string[] {
  const habits = new Set(stepsOf(goal).filter((bite) => bite.repeat !== null).map((bite) => bite.id));
  return dones.filter((done) => !habits.has(done.bite_id)).map((done) => done.day);
}

/** The days of every goal's one-off bites done. */
export const biteDays = (histories: readonly GoalHistory[]): string[] => histories.flatMap(biteDaysOf);

function goalProgress(history: GoalHistory, habits: readonly HabitOfGoal[], today: string): GoalProgress {
  const { goal, createdDay, dones, pauses, dueMove } = history;
  const bites = new Map(stepsOf(goal).map((bite) => [bite.id, bite]));
  const counted = dones.filter((done) => bites.has(done.bite_id));
  const amountOf = (done: Done) => {
    const repeat = bites.get(done.bite_id)?.repeat;
    return repeat ? 1 / completionsNeeded(repeat) : 1;
  };
  const road = goal.due_date === null ? null : roadOf({
    createdDay, dueDate: goal.due_date, total: goal.progress.total, today,
    dones: counted.map((done) => ({ day: done.day, amount: amountOf(done) })),
  });
  const habitRows: HabitProgress[] = habits.filter((habit) => habit.goalId === goal.id).map(({ bite, record }) => ({
    id: bite.id,
    title: bite.title,
    repeat: bite.repeat,
    runs: record.runs,
    share_30: share30(record, bite.repeat.every, today),
    share_days: shareDays(record, bite.repeat.every, today),
    rest_left: record.rest_left,
    cells: heatmapCells(record.periods, bite.repeat.every, today),
  }));
  return {
    id: goal.id,
    title: goal.title,
    created_day: createdDay,
    due_date: goal.due_date,
    pauses: [...pauses],
    paused_now: pauseOn(pauses, today),
    due_move: dueMoveToSay({ due_move: dueMove }, today),
    fresh_start: goal.status === 'done' ? null : freshStartOf({ progress: goal.progress, pace: goal.pace, dueDate: goal.due_date, projectedFinish: road?.projected_finish ?? null, today }),
    progress: goal.progress,
    road,
    habits: habitRows,
    this_week: thisWeek(biteDaysOf({ ...history, dones: counted }), today),
  };
}

/**
 * After two or more quiet days, one two-minute start: the next one-off bite (as Today has it) of
 * the first goal neither done nor resting, else its first habit.
 */
export function welcomeBackOf(histories: readonly GoalHistory[], quiet: number, today: string): WelcomeBack | null {
  if (quiet < COMEBACK_GAP) return null;
  for (const { goal } of histories) {
    if (goal.status === 'done' || skipsCheckins(goal, today)) continue;
    const current = currentStep(stepsOf(goal).filter((bite) => bite.repeat === null)) ?? currentStepOf(goal);
    if (!current) continue;
    return { quiet_days: quiet, goal_id: goal.id, bite_id: current.id, start: current.title };
  }
  return null;
}

/** Every pause of every goal: a day any goal was paused is no quiet day. */
const allPauses = (histories: readonly GoalHistory[]) => histories.flatMap((history) => history.pauses);

/** The first goal's first day; none without a goal. */
const firstDayOf = (histories: readonly GoalHistory[]): string | undefined =>
  histories.reduce<string | undefined>((first, history) => (first === undefined || history.createdDay < first ? history.createdDay : first), undefined);

/** Quiet days before today (nothing done, nothing paused) since the last done, across all goals; none before the first. */
export function quietDaysOf(histories: readonly GoalHistory[], today: string): number {
  const days = histories.flatMap((history) => history.dones.map((done) => done.day));
  // Nobody comes back to what they have not begun: before a first done there is nothing to welcome back to.
  if (days.length === 0) return 0;
  const since = histories.reduce((min, history) => (history.createdDay < min ? history.createdDay : min), today);
  return quietDays(days, allPauses(histories), today, since);
}

/** The Progress page; `goalId` narrows its goals to one, while the figures stay the account's. */
export function progressPage(histories: readonly GoalHistory[], today: string, goalId?: string): ProgressPage {
  const days = histories.flatMap((history) => history.dones.map((done) => done.day));
  const pauses = allPauses(histories);
  const habits = habitRecords(histories, today);
  const comebacks = comebackDays(days, pauses, today);
  return {
    today,
    comebacks: comebacks.length,
    comeback_today: comebacks.at(-1) === today,
    welcome_back: welcomeBackOf(histories, quietDaysOf(histories, today), today),
    week: weekFigures({ today, days: biteDays(histories), habits: habits.map(({ bite, record }) => ({ every: bite.repeat.every, record })), since: firstDayOf(histories) }),
    this_week: thisWeek(biteDays(histories), today),
    goals: histories.filter((history) => goalId === undefined || history.goal.id === goalId).map((history) => goalProgress(history, habits, today)),
  };
}

/**
 * The daily habits missed yesterday after being done the day before: the day not to miss twice.
 * A goal resting today is left out.
 */
export function missedOnce(histories: readonly GoalHistory[], today: string): { goal: Goal; bite: Microtask }[] {
  const yesterday = addDays(today, -1);
  const before = addDays(today, -2);
  return habitRecords(histories, today).flatMap(({ goalId, bite, record }) => {
    const goal = histories.find((history) => history.goal.id === goalId)?.goal;
    if (!goal || bite.repeat.every === 'week' || skipsCheckins(goal, today)) return [];
    const stateOn = (day: string) => record.periods.find((period) => period.period === day)?.state;
    const missed = stateOn(yesterday);
    return (missed === 'missed' || missed === 'rest' || missed === 'partly') && stateOn(before) === 'done' ? [{ goal, bite }] : [];
  });
}
