import type { Status } from '../schemas/common.ts';

interface Step {
  id: string;
  status: Status;
}

/** A new goal starts with its first microtask in progress, so the default filter shows where to start. */
export function initialStepStatus(index: number): Status {
  return index === 0 ? 'in_progress' : 'todo';
}

/**
 * decisions.md §4: after a microtask is marked done, if no other microtask of the goal is in
 * progress, the next todo one in depth-first order (after the one just done, wrapping round)
 * becomes the current step. `steps` are all the goal's microtasks in depth-first order, with
 * the change already applied. Returns the id to promote, or null.
 */
export function nextCurrentStep(steps: readonly Step[], doneId: string): string | null {
  if (steps.some((s) => s.status === 'in_progress')) return null;
  const at = steps.findIndex((s) => s.id === doneId);
  const ordered = [...steps.slice(at + 1), ...steps.slice(0, Math.max(at, 0))];
  return ordered.find((s) => s.status === 'todo')?.id ?? null;
}

/** The goal's current step: the first microtask in progress, else the first todo. */
export function currentStep<T extends Step>(steps: readonly T[]): T | undefined {
  return steps.find((s) => s.status === 'in_progress') ?? steps.find((s) => s.status === 'todo');
}
