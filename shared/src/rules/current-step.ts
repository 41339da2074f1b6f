import type { Status } from '../schemas/common.ts';

interface Step {
  status: Status;
}

/**
 * The current step (ARCHITECTURE.md, Derived statuses): a goal that is not done always has one
 * step in progress.
 * Like the status of a node with children, it is derived on read rather than written: when no
 * step of the goal is in progress, the first step not yet done (depth-first) is shown as in
 * progress. A new goal therefore starts at its first step, and marking the current step done
 * moves the goal on to the next, with a single write and no read-modify-write race.
 */
export function withCurrentStep<T extends Step>(steps: readonly T[]): T[] {
  if (steps.some((s) => s.status === 'in_progress')) return [...steps];
  const next = steps.findIndex((s) => s.status === 'todo');
  return steps.map((s, i) => (i === next ? { ...s, status: 'in_progress' as const } : s));
}

/** The goal's current step: the first microtask in progress, else the first todo. */
export function currentStep<T extends Step>(steps: readonly T[]): T | undefined {
  return steps.find((s) => s.status === 'in_progress') ?? steps.find((s) => s.status === 'todo');
}
