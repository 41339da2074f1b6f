// How big a plan each detail level asks for, shared by every provider so that 'detail' means
// the same thing whichever one answers. Higher detail: more, smaller steps. The largest plan
// (5 slices of 3 crumbs of 3 bites: 65 titles) is one a model writes well inside the deadline.

import { LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { clamp } from '@cakewalk/shared/rules/clamp.ts';

/** How finely to split: 1 (big steps) to 5 (many small ones); 3 when absent. */
export interface DetailOption {
  detail?: number;
}

export interface PlanSize {
  subgoals: number;
  tasksPerSubgoal: number;
  microtasksPerTask: number;
  /** Steps that replace one microtask when it is broken down. */
  microtaskSteps: number;
}

const SIZES: readonly PlanSize[] = [
  { subgoals: 3, tasksPerSubgoal: 1, microtasksPerTask: 2, microtaskSteps: 2 },
  { subgoals: 3, tasksPerSubgoal: 2, microtasksPerTask: 2, microtaskSteps: 3 },
  { subgoals: 4, tasksPerSubgoal: 2, microtasksPerTask: 3, microtaskSteps: 4 },
  { subgoals: 4, tasksPerSubgoal: 3, microtasksPerTask: 3, microtaskSteps: 5 },
  { subgoals: 5, tasksPerSubgoal: 3, microtasksPerTask: 3, microtaskSteps: 6 },
];

/** A detail level in range; anything missing or odd means the default. */
function detailLevel(detail: number | undefined): number {
  const { min, max, default: fallback } = LIMITS.detail;
  if (detail === undefined || !Number.isInteger(detail)) return fallback;
  return clamp(detail, { min, max });
}

export function planSize(detail: number | undefined): PlanSize {
  return SIZES[detailLevel(detail) - LIMITS.detail.min] as PlanSize;
}

/** Titles a plan of this size holds, for the model's token budget. */
export function titleCount(size: PlanSize): number {
  const tasks = size.subgoals * size.tasksPerSubgoal;
  return size.subgoals + tasks + tasks * size.microtasksPerTask;
}
