// What the dashboard shows before the user picks: the status filter and the default goal,
// subgoal, task and microtask, the same in every browser.

export type StatusFilter = 'todo' | 'in_progress' | 'done' | 'all';
export const STATUS_FILTERS: readonly StatusFilter[] = ['todo', 'in_progress', 'done', 'all'];
export const DEFAULT_STATUS_FILTER: StatusFilter = 'in_progress';

interface HasStatus {
  status: string;
}

/** The status filter applies to the subgoal and task lists. */
export function filterByStatus<T extends HasStatus>(items: readonly T[], filter: StatusFilter): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.status === filter);
}

/** Goal: the first in progress, otherwise the first. Also where selection goes after a delete. */
export function defaultGoal<T extends HasStatus>(goals: readonly T[]): T | undefined {
  return goals.find((g) => g.status === 'in_progress') ?? goals[0];
}

/** Subgoal: the first in the filtered list. */
export function defaultSubgoal<T>(filtered: readonly T[]): T | undefined {
  return filtered[0];
}

/** Task: the first in progress, otherwise the first. */
export function defaultTask<T extends HasStatus>(tasks: readonly T[]): T | undefined {
  return tasks.find((t) => t.status === 'in_progress') ?? tasks[0];
}

/** Microtask: the first not done, otherwise the first. */
export function defaultMicrotask<T extends HasStatus>(microtasks: readonly T[]): T | undefined {
  return microtasks.find((m) => m.status !== 'done') ?? microtasks[0];
}
