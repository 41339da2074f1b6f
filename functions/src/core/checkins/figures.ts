import type { Goal, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { goalProgress, stepsOf } from '@cakewalk/shared/rules/goal-tree.ts';
import { planProgress } from '@cakewalk/shared/rules/plan-progress.ts';

// What a check-in says about a goal, worked out from its tree. Progress is the goal card's
// (its bites done), so a check-in never disagrees with the dashboard.

const NEXT_STEPS = 3;

export interface WeeklyFigures {
  progress: number;
  previousProgress: number;
  doneThisWeek: string[];
  nextSteps: string[];
}

/** The goal's progress as it was before the steps in `undone` were done. */
function progressWithout(goal: Goal, undone: ReadonlySet<string>): number {
  const microtasks = stepsOf(goal).map((m) => (undone.has(m.id) ? { ...m, status: 'todo' as const } : m));
  return planProgress({ microtasks }).percent;
}

/**
 * The week is (since, until]: steps done in it, how progress moved over it, and what comes
 * next, the current step first.
 */
export function weeklyFigures(goal: Goal, doneAt: ReadonlyMap<string, string>, since: Date, until: Date): WeeklyFigures {
  const steps = stepsOf(goal);
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
