import type { Goal, Microtask, Subgoal, Task } from '@cakewalk/shared/schemas/goal.ts';
import { currentStep } from '@cakewalk/shared/rules/current-step.ts';

/** A bite with the slice and crumb it belongs to. */
export interface PlacedBite {
  microtask: Microtask;
  task: Task;
  subgoal: Subgoal;
  status: Microtask['status'];
}

function placedBites(goal: Goal): PlacedBite[] {
  return goal.subgoals.flatMap((subgoal) =>
    subgoal.tasks.flatMap((task) =>
      task.microtasks.map((microtask) => ({ microtask, task, subgoal, status: microtask.status })),
    ),
  );
}

/** The goal's current step (depth-first), or undefined when every bite is eaten. */
export function nextBite(goal: Goal): PlacedBite | undefined {
  return currentStep(placedBites(goal));
}
