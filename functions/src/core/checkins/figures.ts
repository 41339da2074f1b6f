import type { Goal, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { currentStep } from '@cakewalk/shared/rules/current-step.ts';
import { progressPercent } from '@cakewalk/shared/rules/progress.ts';
import { deriveStatus } from '@cakewalk/shared/rules/status.ts';
import { microtasksOf } from '../../data/goal-tree.ts';

// What a check-in says about a goal, worked out from its tree. Progress is the goal card's
// (its subgoals done), so a check-in never disagrees with the dashboard.

const NEXT_STEPS = 3;

export function goalProgress(goal: Goal): number {
  return progressPercent(goal.subgoals);
}

export function currentStepOf(goal: Goal): Microtask | undefined {
  return currentStep(microtasksOf(goal));
}

export interface WeeklyFigures {
  progress: number;
  previousProgress: number;
  doneThisWeek: string[];
  nextSteps: string[];
}

/** The goal's progress as it was before the steps in `undone` were done. */
function progressWithout(goal: Goal, undone: ReadonlySet<string>): number {
  const subgoals = goal.subgoals.map((subgoal) => {
    const tasks = subgoal.tasks.map((task) => {
      const microtasks = task.microtasks.map((m) => (undone.has(m.id) ? { status: 'todo' as const } : m));
      return { status: deriveStatus(task.status, microtasks) };
    });
    return { status: deriveStatus(subgoal.status, tasks) };
  });
  return progressPercent(subgoals);
}

/**
 * The week is (since, until]: steps done in it, how progress moved over it, and what comes
 * next, the current step first.
 */
export function weeklyFigures(goal: Goal, doneAt: ReadonlyMap<string, string>, since: Date, until: Date): WeeklyFigures {
  const steps = microtasksOf(goal);
  const inWeek = (m: Microtask) => {
    const at = doneAt.get(m.id);
    return m.status === 'done' && at !== undefined && at > since.toISOString() && at <= until.toISOString();
  };
  const doneThisWeek = steps.filter(inWeek);
  const open = [...steps.filter((m) => m.status === 'in_progress'), ...steps.filter((m) => m.status === 'todo')];
  return {
    progress: goalProgress(goal),
    previousProgress: progressWithout(goal, new Set(doneThisWeek.map((m) => m.id))),
    doneThisWeek: doneThisWeek.map((m) => m.title),
    nextSteps: open.slice(0, NEXT_STEPS).map((m) => m.title),
  };
}
