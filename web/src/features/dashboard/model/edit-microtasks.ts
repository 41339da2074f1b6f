import type { Dashboard, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import type { Status } from '@cakewalk/shared/schemas/common.ts';
import { deriveStatus } from '@cakewalk/shared/rules/status.ts';

/** Edits every task's microtasks and re-derives the statuses above them (ARCHITECTURE.md, Derived statuses). */
function editMicrotasks(dashboard: Dashboard, edit: (microtasks: Microtask[]) => Microtask[]): Dashboard {
  return {
    goals: dashboard.goals.map((goal) => {
      const subgoals = goal.subgoals.map((subgoal) => {
        const tasks = subgoal.tasks.map((task) => {
          const microtasks = edit(task.microtasks);
          return { ...task, microtasks, status: deriveStatus(task.status, microtasks) };
        });
        return { ...subgoal, tasks, status: deriveStatus(subgoal.status, tasks) };
      });
      return { ...goal, subgoals, status: deriveStatus(goal.status, subgoals) };
    }),
  };
}

export function withMicrotaskStatus(dashboard: Dashboard, microtaskId: string, status: Status): Dashboard {
  return editMicrotasks(dashboard, (microtasks) =>
    microtasks.map((microtask) => (microtask.id === microtaskId ? { ...microtask, status } : microtask)),
  );
}

/** A broken-down microtask is replaced in place, in order, by its smaller steps. */
export function withMicrotaskReplaced(dashboard: Dashboard, microtaskId: string, steps: Microtask[]): Dashboard {
  return editMicrotasks(dashboard, (microtasks) =>
    microtasks.flatMap((microtask) => (microtask.id === microtaskId ? steps : [microtask])),
  );
}

export function withoutGoal(dashboard: Dashboard, goalId: string): Dashboard {
  return { goals: dashboard.goals.filter((goal) => goal.id !== goalId) };
}
