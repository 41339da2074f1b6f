import type { Goal, Microtask, Subgoal, Task } from '../schemas/goal.ts';
import { weekdayIndex } from './calendar-days.ts';
import { currentStep } from './current-step.ts';
import { ownHabitIndex } from './habit-start.ts';
import { perPeriodOf, periodOf } from './habit-periods.ts';

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

/**
 * A goal whose next bite is not on Today: resting after "Not today" (its habits stay), or paused
 * (its habits wait too). `until` is the day it comes back.
 */
export interface TodayRest {
  kind: 'resting' | 'paused';
  goal: Goal;
  until: string;
}

type Placed = Omit<TodayBite, 'kind'> & { slice: number };

const SATURDAY = 5;

function placed(goal: Goal): Placed[] {
  return goal.subgoals.flatMap((subgoal, slice) =>
    subgoal.tasks.flatMap((task) => task.microtasks.map((microtask) => ({ goal, subgoal, task, microtask, slice }))));
}

/** "Not today": the goal's next bite, and its daily check-in, rest until the day it comes back. */
function isResting(goal: Pick<Goal, 'snoozed_until'>, today: string): boolean {
  return goal.snoozed_until !== null && today < goal.snoozed_until;
}

/** A paused goal has no check-in and nothing on Today, its habits included, until it comes back. */
function isPaused(goal: Pick<Goal, 'paused_until'>, today: string): boolean {
  return goal.paused_until !== null && today < goal.paused_until;
}

/** Whether the goal's check-ins skip `day`: while it rests or is paused. */
export const skipsCheckins = (goal: Pick<Goal, 'snoozed_until' | 'paused_until'>, day: string): boolean =>
  isResting(goal, day) || isPaused(goal, day);

/** Whether a habit bite was done in the period `today` falls in. */
export function doneThisPeriod(microtask: Pick<Microtask, 'repeat' | 'last_done'>, today: string): boolean {
  return microtask.repeat !== null && microtask.last_done === periodOf(microtask.repeat.every, today);
}

/** Whether the current period holds all the completions it asks for (3 of "3 times a week"). */
export function periodFull(microtask: Pick<Microtask, 'repeat' | 'last_done' | 'period_completions'>, today: string): boolean {
  return microtask.repeat !== null && doneThisPeriod(microtask, today) && microtask.period_completions >= perPeriodOf(microtask.repeat);
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
  if (microtask.completions >= repeat.times * perPeriodOf(repeat)) return false;
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

/** The goal's own habit (habit-start.ts), by id. */
function ownHabitId(goal: Pick<Goal, 'title'>, bites: readonly Placed[]): string | undefined {
  return bites[ownHabitIndex(goal.title, bites.map(({ microtask }) => microtask))]?.microtask.id;
}

/**
 * Whether a bite's phase has begun: its slice holds the next step or comes before it, so a
 * beginner is not asked for the last slice's habit on day 1, or it is the goal's own habit. With
 * no step left, every slice has begun.
 */
function phaseBegun(goal: Goal, bites: readonly Placed[]): (bite: Placed) => boolean {
  const phase = nextStep(bites)?.slice ?? Infinity;
  const own = ownHabitId(goal, bites);
  return (bite) => bite.slice <= phase || bite.microtask.id === own;
}

/** The current phase's habits, by the rule above. */
function habitsOfPhase(goal: Goal, today: string): Placed[] {
  const bites = placed(goal);
  const begun = phaseBegun(goal, bites);
  return bites.filter((bite) => begun(bite) && isHabitOfToday(bite.microtask, today));
}

/** A habit whose phase has begun, by the rule above, and whether it counts from the goal's first day. */
export interface BegunHabit {
  microtask: Microtask & { repeat: NonNullable<Microtask['repeat']> };
  fromFirstDay: boolean;
}

/**
 * The goal's habits whose phase has begun, or that were kept already (`kept` holds their ids):
 * Progress shows these and no later phase's, which would only read as misses before they could be.
 */
export function habitsBegun(goal: Goal, kept: ReadonlySet<string>): BegunHabit[] {
  const bites = placed(goal);
  const begun = phaseBegun(goal, bites);
  const own = ownHabitId(goal, bites);
  return bites.flatMap((bite) => {
    const { microtask } = bite;
    const { repeat } = microtask;
    const shown = begun(bite) || kept.has(microtask.id);
    return repeat && shown ? [{ microtask: { ...microtask, repeat }, fromFirstDay: bite.slice === 0 || microtask.id === own }] : [];
  });
}

const bite = (kind: TodayBite['kind']) => ({ goal, subgoal, task, microtask }: Placed): TodayBite => ({ kind, goal, subgoal, task, microtask });

/**
 * Today's list: across every goal that is not done and not paused, first the habits of each
 * goal's current phase, then each goal's next one-off step unless the goal rests today; goals in
 * Today's order (`inTodayOrder`), so the app, the bot and the check-ins list the same day alike,
 * and bites in their plan's order. `today` is the user's day ('YYYY-MM-DD' in their
 * time zone).
 */
export function todayList(goals: readonly Goal[], today: string): TodayBite[] {
  const active = inTodayOrder(goals).filter((goal) => goal.status !== 'done' && !isPaused(goal, today));
  const habits = active.flatMap((goal) => habitsOfPhase(goal, today));
  const steps = active.filter((goal) => !isResting(goal, today)).flatMap((goal) => {
    const step = nextStep(placed(goal));
    return step ? [step] : [];
  });
  return [...habits.map(bite('habit')), ...steps.map(bite('step'))];
}

/**
 * The order Today lists goals in: the newest first (by creation, then id), so a goal just saved
 * is on top, and nothing a person does on the page (a Done, an Undo, a rest) moves one goal past
 * another.
 */
export function inTodayOrder<G extends Pick<Goal, 'id' | 'created_at'>>(goals: readonly G[]): G[] {
  return [...goals].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

/** The goals Today names as resting or paused, in Today's order, each with the day it comes back. */
export function todayRests(goals: readonly Goal[], today: string): TodayRest[] {
  return inTodayOrder(goals).filter((goal) => goal.status !== 'done').flatMap((goal): TodayRest[] => {
    if (isPaused(goal, today) && goal.paused_until) return [{ kind: 'paused', goal, until: goal.paused_until }];
    if (isResting(goal, today) && goal.snoozed_until && nextStep(placed(goal))) return [{ kind: 'resting', goal, until: goal.snoozed_until }];
    return [];
  });
}
