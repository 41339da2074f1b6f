import { count as countOf } from '@cakewalk/shared/text/counts.ts';

// The spec's name for each level of a plan beside the cake's, paired the same way on every screen
// ("Subgoal · slice"); the spec's own sentences ("Microtask broken down!") keep their words.

const LEVELS = [
  { spec: 'Subgoal', specs: 'Subgoals', cake: 'slice', cakes: 'slices' },
  { spec: 'Task', specs: 'Tasks', cake: 'crumb', cakes: 'crumbs' },
  { spec: 'Microtask', specs: 'Microtasks', cake: 'bite', cakes: 'bites' },
] as const;

/** 0 subgoal, 1 task, 2 microtask. */
export type Depth = 0 | 1 | 2;

export const GOAL_WORDS = 'Goal · cake';

/** Above the first bite of a plan just saved, on Today and on the dashboard. */
export const PLAN_SAVED = 'Plan saved. Here is your first bite.';

/** "Subgoal · slice" */
export function levelWords(depth: Depth): string {
  const { spec, cake } = LEVELS[depth];
  return `${spec} · ${cake}`;
}

/** The cake's word alone, where a bite names the slice and crumb it sits in: "Slice", "Crumb". */
export function cakeWord(depth: Depth): string {
  const { cake } = LEVELS[depth];
  return cake.charAt(0).toUpperCase() + cake.slice(1);
}

/**
 * Where a bite sits, in words a person reads at a glance: its slice, then its crumb unless the
 * crumb is a one-word label ("Instrument", "Pick") its slice already says better.
 */
export function placeWords(slice: string, crumb: string): string {
  return crumb.trim().includes(' ') ? `${slice} · ${crumb}` : slice;
}

/** "Subgoals · slices" */
export function levelListWords(depth: Depth): string {
  const { specs, cakes } = LEVELS[depth];
  return `${specs} · ${cakes}`;
}

/** The spec's word alone, for names that carry a position ("Microtask 1.2.3"). */
export function levelName(depth: Depth): string {
  return LEVELS[depth].spec;
}

/** "3 bites", "1 crumb" */
export function countWords(depth: Depth, count: number): string {
  const { cake, cakes } = LEVELS[depth];
  return countOf(count, cake, cakes);
}
