import type { Goal, Microtask, Subgoal, Task } from '@cakewalk/shared/schemas/goal.ts';
import {
  defaultGoal,
  defaultMicrotask,
  defaultSubgoal,
  defaultTask,
  filterByStatus,
  type StatusFilter,
} from './selection.ts';

/**
 * What the user picked. An absent id means "use the spec's default"; a null microtask means the
 * user deselected it (or a breakdown cleared it), so none is selected.
 */
export interface SelectionChoice {
  goalId?: string;
  subgoalId?: string;
  taskId?: string;
  microtaskId?: string | null;
}

export interface Selection {
  goal: Goal | undefined;
  subgoals: Subgoal[];
  subgoal: Subgoal | undefined;
  tasks: Task[];
  task: Task | undefined;
  microtask: Microtask | undefined;
}

function byId<T extends { id: string }>(items: readonly T[], id: string | null | undefined): T | undefined {
  return id ? items.find((item) => item.id === id) : undefined;
}

/** Choices win while they still exist in the filtered lists; selection.ts's defaults fill the rest. */
export function resolveSelection(goals: readonly Goal[], filter: StatusFilter, choice: SelectionChoice): Selection {
  const goal = byId(goals, choice.goalId) ?? defaultGoal(goals);
  const subgoals = filterByStatus(goal?.subgoals ?? [], filter);
  const subgoal = byId(subgoals, choice.subgoalId) ?? defaultSubgoal(subgoals);
  const tasks = filterByStatus(subgoal?.tasks ?? [], filter);
  const task = byId(tasks, choice.taskId) ?? defaultTask(tasks);
  const microtasks = task?.microtasks ?? [];
  const microtask =
    choice.microtaskId === null ? undefined : (byId(microtasks, choice.microtaskId) ?? defaultMicrotask(microtasks));
  return { goal, subgoals, subgoal, tasks, task, microtask };
}
