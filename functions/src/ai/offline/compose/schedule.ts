// Fits a plan to its timeframe: which phases a short timeframe keeps, the weeks (or days) each
// phase gets, and how many times a habit bite repeats until the goal is due.

import type { Repeat, RepeatEvery } from '@cakewalk/shared/schemas/breakdown.ts';
import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { PlanSize } from '../../plan-size.ts';

/** A goal that names no timeframe is planned over 30 days. */
export const DEFAULT_DAYS = 30;

/**
 * A plan fitted to its timeframe: a week-long goal keeps every phase (each is a step it needs)
 * but only a bite or two in each; a month-long one at most two crumbs a phase.
 */
export function sizeFor(days: number | null, size: PlanSize): PlanSize {
  if (days === null || days > 30) return size;
  if (days <= 10) return { ...size, tasksPerSubgoal: 1, microtasksPerTask: Math.min(size.microtasksPerTask, 2) };
  return { ...size, tasksPerSubgoal: Math.min(size.tasksPerSubgoal, 2) };
}

/** `count` of `total` indexes, spread out, always keeping the first and the last. */
export function spread(total: number, count: number): number[] {
  if (count >= total) return Array.from({ length: total }, (_, i) => i);
  if (count === 1) return [0];
  return Array.from({ length: count }, (_, i) => Math.round((i * (total - 1)) / (count - 1)));
}

export interface PhaseWindow {
  /** First and last day of the phase, counted from 1. */
  from: number;
  to: number;
}

/** The most days a phase of one-off steps gets in a long plan: setting up should not wait. */
const ONE_OFF_DAYS = 14;

/**
 * The phases' windows, in order, together exactly `days` long. In a long plan each phase of
 * one-off steps before the first habit (the setting up) and a last phase of one-off steps (the
 * event, the check) take at most two weeks, and the phases between share the rest: the first real
 * act (a payment, a run) comes within weeks, not months. `habits` says which phases have a habit.
 */
export function phaseWindows(days: number, count: number, habits: readonly boolean[] = []): PhaseWindow[] {
  const firstHabit = habits.indexOf(true);
  const long = days / count > ONE_OFF_DAYS && firstHabit >= 0;
  const short = (i: number) => long && (i < firstHabit || (i === count - 1 && habits[i] === false));
  const shortCount = Array.from({ length: count }, (_, i) => i).filter(short).length;
  const rest = (days - shortCount * ONE_OFF_DAYS) / (count - shortCount);
  const ends = Array.from({ length: count }, (_, i) => (short(i) ? ONE_OFF_DAYS : rest)).reduce<number[]>((acc, length) => [...acc, (acc.at(-1) ?? 0) + length], []);
  return ends.map((end, i) => ({ from: Math.floor(ends[i - 1] ?? 0) + 1, to: i === count - 1 ? days : Math.floor(end) }));
}

/** "(weeks 1-3)", "(week 4)", or "(days 1-2)" for a short timeframe; phases never share a week. */
export function windowLabel(window: PhaseWindow, days: number): string {
  if (days < 14) return window.from === window.to ? `(day ${window.from})` : `(days ${window.from}-${window.to})`;
  const first = Math.floor((window.from - 1) / 7) + 1;
  const last = Math.max(first, window.to === days ? Math.ceil(window.to / 7) : Math.floor(window.to / 7));
  return first === last ? `(week ${first})` : `(weeks ${first}-${last})`;
}

/** A habit bite repeats `perPeriod` times a period from its phase's start until the goal is due. */
export function repeatFor(every: RepeatEvery, daysLeft: number, perPeriod = 1): Repeat {
  const periods = every === 'day' ? daysLeft : every === 'weekday' ? Math.round((daysLeft * 5) / 7) : Math.ceil(daysLeft / 7);
  const { min, max } = LIMITS.repeatTimes;
  const times = Math.min(max, Math.max(min, periods));
  return perPeriod > 1 ? { every, times, per_period: perPeriod } : { every, times };
}
