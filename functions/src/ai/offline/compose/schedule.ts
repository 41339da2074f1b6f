// Fits a plan to its timeframe: which phases a short timeframe keeps, the weeks (or days) each
// phase gets, and how many times a habit bite repeats in its phase (or until the goal is due).

import type { Repeat, RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { PlanSize } from '../../plan-size.ts';
import type { RawTask } from './plan-parts.ts';
import { clamp } from '@cakewalk/shared/rules/clamp.ts';

/** A goal that names no timeframe is planned over 30 days. */
export const DEFAULT_DAYS = 30;

/**
 * A plan fitted to its timeframe: a week-long goal keeps every phase (each is a step it needs)
 * but only a bite or two in each; a month-long one at most two crumbs a phase.
 */
const FEW_DAYS = 2;

export function sizeFor(days: number | null, size: PlanSize): PlanSize {
  if (days === null || days > 30) return size;
  // A day or two holds one phase (phases never share a day): it keeps more of that phase, not two bites.
  if (days <= FEW_DAYS) return { ...size, tasksPerSubgoal: Math.min(size.tasksPerSubgoal, 2), microtasksPerTask: Math.min(size.microtasksPerTask, 3) };
  if (days <= 10) return { ...size, tasksPerSubgoal: 1, microtasksPerTask: Math.min(size.microtasksPerTask, 2) };
  return { ...size, tasksPerSubgoal: Math.min(size.tasksPerSubgoal, 2) };
}

/** `count` of `total` indexes, spread out, always keeping the first and the last. */
function spread(total: number, count: number): number[] {
  if (count >= total) return Array.from({ length: total }, (_, i) => i);
  if (count === 1) return [0];
  return Array.from({ length: count }, (_, i) => Math.round((i * (total - 1)) / (count - 1)));
}

/**
 * The phases a plan keeps: `wanted` of them, spread out, and never more than the timeframe has days.
 * One of two goals in a sentence, cut to one or two phases, keeps the first after its first that
 * `does` the act (the one with a habit, else the next), so it does what it measures rather than
 * measure and review it; cut to two, beside its first phase, or its last when `endsWithLast` (the
 * starter plan sees its goal through there).
 */
export function keptPhases<T>(phases: readonly T[], wanted: number, days: number, does?: (phase: T) => boolean, endsWithLast = false): T[] {
  const count = clamp(days, { min: 1, max: Math.min(wanted, phases.length) });
  if (does && count === wanted && count <= 2 && count < phases.length) {
    const doing = Math.max(1, phases.findIndex((phase, i) => i > 0 && does(phase)));
    const last = phases.length - 1;
    const pair = endsWithLast && doing < last ? [doing, last] : [0, doing];
    return (count === 1 ? [doing] : pair).flatMap((i) => phases[i] ?? []);
  }
  return spread(phases.length, count).flatMap((i) => phases[i] ?? []);
}

interface PhaseWindow {
  /** First and last day of the phase, counted from 1; the last phase ends on the due date. */
  from: number;
  to: number;
  /** "(weeks 1-3)", "(week 4)", or "(days 1-2)". */
  label: string;
}

/** The most days a phase of one-off steps gets in a long plan: setting up should not wait. */
const ONE_OFF_DAYS = 14;

/**
 * The phases' windows, in order, together exactly `total` days long and cut on whole weeks (whole days
 * when the timeframe is under two weeks or has fewer weeks than phases), so no two phases share a
 * week and none runs past the due date's week. In a long plan each phase of one-off steps before
 * the first habit (the setting up) and a last phase of one-off steps (the event, the check) take
 * at most two weeks, and the phases between share the rest: the first real act (a payment, a run)
 * comes within weeks, not months. `habits` says which phases have a habit; there are at most
 * `total` phases (see `keptPhases`).
 */
function phaseWindows(total: number, habits: readonly boolean[]): PhaseWindow[] {
  const count = habits.length;
  const unit = total >= 14 && Math.ceil(total / 7) >= count ? 7 : 1;
  const units = Math.ceil(total / unit);
  const firstHabit = habits.indexOf(true);
  const long = total / count > ONE_OFF_DAYS && firstHabit >= 0;
  const short = (i: number) => long && (i < firstHabit || (i === count - 1 && habits[i] === false));
  const shortUnits = ONE_OFF_DAYS / unit;
  const shortCount = Array.from({ length: count }, (_, i) => i).filter(short).length;
  const rest = (units - shortCount * shortUnits) / (count - shortCount);
  const ends = Array.from({ length: count }, (_, i) => (short(i) ? shortUnits : rest)).reduce<number[]>((acc, length) => [...acc, (acc.at(-1) ?? 0) + length], []);
  const name = unit === 7 ? 'week' : 'day';
  return ends.map((end, i) => {
    const first = Math.floor(ends[i - 1] ?? 0) + 1;
    const last = i === count - 1 ? units : Math.floor(end);
    return {
      from: (first - 1) * unit + 1,
      to: Math.min(total, last * unit),
      label: first === last ? `(${name} ${first})` : `(${name}s ${first}-${last})`,
    };
  });
}

export interface DatedPhase<P> {
  phase: P;
  window: PhaseWindow;
  tasks: RawTask[];
}

/**
 * The phases that keep something to do, each dated and written for its window's days. `write`
 * gives a phase's tasks with its habits repeating through `days`; a phase has a habit when a bite
 * it keeps repeats, so the windows are laid out from a first writing over the whole timeframe.
 * A habit is a step of its phase and repeats through that phase ("20 theory questions a day"
 * stops when the practice phase does); when the goal is the habit itself, or has no due date
 * whose weeks would date its phases (`untilDue`), it goes on from its phase to the plan's end.
 */
export function datePhases<P>(days: number, phases: readonly P[], write: (phase: P, days: number) => RawTask[], untilDue: boolean): DatedPhase<P>[] {
  const total = Math.max(1, days);
  const written = phases.map((phase) => ({ phase, tasks: write(phase, total) })).filter(({ tasks }) => tasks.length > 0);
  const windows = phaseWindows(total, written.map(({ tasks }) => tasks.some((task) => task.microtasks.some((bite) => bite.repeat))));
  return written.flatMap(({ phase }, i) => {
    const window = windows[i];
    return window ? [{ phase, window, tasks: write(phase, (untilDue ? total : window.to) - window.from + 1) }] : [];
  });
}

/** A habit bite repeats `perPeriod` times a period through the `days` from its phase's start to the due date. */
export function repeatFor(every: RepeatEvery, days: number, perPeriod = 1): Repeat {
  const periods = every === 'day' ? days : every === 'weekday' ? Math.round((days * 5) / 7) : Math.ceil(days / 7);
  const { min, max } = LIMITS.repeatTimes;
  const times = clamp(periods, { min, max });
  return perPeriod > 1 ? { every, times, per_period: perPeriod } : { every, times };
}
