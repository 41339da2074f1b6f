import type { Goal, Microtask } from '../schemas/goal.ts';
import { currentStep, withCurrentStep } from './current-step.ts';
import { planProgress } from './plan-progress.ts';
import { deriveStatus } from './status.ts';

// The goal-tree rules, applied the same way by the server (reading a goal), the check-ins and
// the web app's cache: only steps (microtasks) carry a status of their own; tasks, subgoals and
// the goal derive theirs from their children; the plan is worked in depth-first order.

/** Every step of a goal in depth-first order: the order the plan is worked in. */
export function stepsOf(goal: Goal): Microtask[] {
  return goal.subgoals.flatMap((subgoal) => subgoal.tasks.flatMap((task) => task.microtasks));
}

/**
 * A new goal whose steps are `edit`ed task by task, with the statuses of its tasks, subgoals and
 * itself derived again from them. The goal passed in is left as it was.
 */
export function withSteps(goal: Goal, edit: (steps: Microtask[]) => Microtask[]): Goal {
  const subgoals = goal.subgoals.map((subgoal) => {
    const tasks = subgoal.tasks.map((task) => {
      const microtasks = edit(task.microtasks);
      return { ...task, microtasks, status: deriveStatus(task.status, microtasks) };
    });
    return { ...subgoal, tasks, status: deriveStatus(subgoal.status, tasks) };
  });
  return { ...goal, subgoals, status: deriveStatus(goal.status, subgoals) };
}

/** The goal as it is shown: its current step in progress, and every status derived. */
export function withCurrentStepShown(goal: Goal): Goal {
  const shown = new Map(withCurrentStep(stepsOf(goal)).map((step) => [step.id, step]));
  return withSteps(goal, (steps) => steps.map((step) => shown.get(step.id) ?? step));
}

/** The step the goal is at: the first in progress, else the first not started. */
export function currentStepOf(goal: Goal): Microtask | undefined {
  return currentStep(stepsOf(goal));
}

/** A goal's progress as its card shows it: the rounded percent of its bites done. */
export function goalProgress(goal: Goal): number {
  return planProgress(goal).percent;
}
