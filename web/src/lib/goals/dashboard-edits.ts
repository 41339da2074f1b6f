import type { Dashboard, Microtask, StatusResult } from '@cakewalk/shared/schemas/goal.ts';
import type { Status } from '@cakewalk/shared/schemas/common.ts';
import { withSteps } from '@cakewalk/shared/rules/goal-tree.ts';

/** Edits every task's microtasks and derives the statuses above them with the shared goal-tree rules. */
function editMicrotasks(dashboard: Dashboard, edit: (microtasks: Microtask[]) => Microtask[]): Dashboard {
  return { goals: dashboard.goals.map((goal) => withSteps(goal, edit)) };
}

export function withMicrotaskStatus(dashboard: Dashboard, microtaskId: string, status: Status): Dashboard {
  return editMicrotasks(dashboard, (microtasks) =>
    microtasks.map((microtask) => (microtask.id === microtaskId ? { ...microtask, status } : microtask)),
  );
}

/** The status route's answer: a habit bite's status, completions and streak as the server counted them. */
export function withMicrotaskResult(dashboard: Dashboard, microtaskId: string, result: StatusResult): Dashboard {
  const { status, completions, period_completions, streak } = result;
  return editMicrotasks(dashboard, (microtasks) =>
    microtasks.map((microtask) =>
      microtask.id === microtaskId ? { ...microtask, status, completions, period_completions, streak } : microtask,
    ),
  );
}

/** A broken-down microtask is replaced in place, in order, by its smaller steps. */
export function withMicrotaskReplaced(dashboard: Dashboard, microtaskId: string, steps: Microtask[]): Dashboard {
  return editMicrotasks(dashboard, (microtasks) =>
    microtasks.flatMap((microtask) => (microtask.id === microtaskId ? steps : [microtask])),
  );
}
