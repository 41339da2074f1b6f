import type { Goal, Microtask, Subgoal, Task } from '../schemas/goal.ts';
import { weekdayIndex } from './calendar-days.ts';
import { currentStep } from './current-step.ts';
import { periodOf } from './habit.ts';

// What a person does today, across all their goals: the web's Today page and the Telegram bot's
// /today both list exactly this, so they always name the same bites.

/** A bite on Today, with the goal, slice and crumb it belongs to. */
export interface TodayBite {
  /** A habit bite of the current period, or a goal's next one-off step. */
  kind: 'habit' | 'step';
  goal: Goal;
  subgoal: Subgoal;
  task: Task;
  microtask: Microtask;
}

type Placed = Omit<TodayBite, 'kind'>;

const SATURDAY = 5;

function placed(goal: Goal): Placed[] {
  return goal.subgoals.flatMap((subgoal) =>
    subgoal.tasks.flatMap((task) => task.microtasks.map((microtask) => ({ goal, subgoal, task, microtask }))));
}

/** A goal snoozed or paused rests until the day its check-ins come back. */
export function isResting(goal: Pick<Goal, 'snoozed_until'>, today: string): boolean {
  return goal.snoozed_until !== null && today < goal.snoozed_until;
}

/** Whether a habit bite was done in the period `today` falls in. */
export function doneThisPeriod(microtask: Pick<Microtask, 'repeat' | 'last_done'>, today: string): boolean {
  return microtask.repeat !== null && microtask.last_done === periodOf(microtask.repeat.every, today);
}

/**
 * A habit belongs to today while it has periods to go, or when today's period is the one that
 * finished it, so a tick stays in sight until the day is over. A weekend is no period of a
 * weekday habit.
 */
function isHabitOfToday(microtask: Microtask, today: string): boolean {
  const { repeat } = microtask;
  if (!repeat) return false;
  if (doneThisPeriod(microtask, today)) return true;
  if (microtask.completions >= repeat.times) return false;
  return !(repeat.every === 'weekday' && weekdayIndex(today) >= SATURDAY);
}

/**
 * The goal's next one-off step: the current step (ARCHITECTURE.md, Derived statuses) among the
 * bites that do not repeat, since the habits have their own rows.
 */
function nextStep(bites: readonly Placed[]): Placed | undefined {
  const oneOffs = bites.filter((bite) => !bite.microtask.repeat);
  return currentStep(oneOffs.map((bite) => ({ bite, status: bite.microtask.status })))?.bite;
}

/**
 * Today's list: across every goal that is not done and not resting, first every habit bite of
 * the current period, then each goal's next one-off step; goals keep their order, and bites their
 * plan's order. `today` is the user's day ('YYYY-MM-DD' in their time zone).
 */
export function todayList(goals: readonly Goal[], today: string): TodayBite[] {
  const active = goals.filter((goal) => goal.status !== 'done' && !isResting(goal, today)).map(placed);
  const habits = active.flatMap((bites) => bites.filter((bite) => isHabitOfToday(bite.microtask, today)));
  const steps = active.flatMap((bites) => {
    const step = nextStep(bites);
    return step ? [step] : [];
  });
  return [...habits.map((bite) => ({ kind: 'habit' as const, ...bite })), ...steps.map((bite) => ({ kind: 'step' as const, ...bite }))];
}
