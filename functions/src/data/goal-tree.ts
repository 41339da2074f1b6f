import type { Goal, Microtask, Subgoal, Task } from '@cakewalk/shared/schemas/goal.ts';
import { dayIn } from '@cakewalk/shared/rules/calendar-days.ts';
import { withCurrentStep } from '@cakewalk/shared/rules/current-step.ts';
import { goalPace, planProgress } from '@cakewalk/shared/rules/plan-progress.ts';
import { deriveStatus } from '@cakewalk/shared/rules/status.ts';
import { nodeOfSk } from './keys.ts';
import type { GoalItem, NodeItem, StoredItem } from './goal-items.ts';

/**
 * Builds whole goal trees from a user's goal items, read in sort-key order (which is
 * depth-first order). Children whose goal item is missing belong to a goal that is still being
 * written or half deleted, and are left out; so are the replacement steps of a microtask that
 * still exists, so a half-finished break-down never shows. Statuses are derived here too: the
 * current step, then tasks, subgoals and the goal from their children.
 */
export function buildGoals(items: readonly StoredItem[]): Goal[] {
  const present = new Set(items.some((item) => 'replaces' in item) ? items.map((item) => item.sk) : []);
  const goals = new Map<string, Goal>();
  const subgoals = new Map<string, Subgoal>();
  const tasks = new Map<string, Task>();

  for (const item of items) {
    const { id, parentId, depth } = nodeOfSk(item.sk);
    switch (depth) {
      case 0: {
        const g = item as GoalItem;
        goals.set(id, {
          id, title: g.title, description: g.description ?? '', due_date: g.due_date ?? null,
          status: 'todo', tone: g.tone, created_at: g.created_at, version: g.version ?? 1,
          progress: { done: 0, total: 0, percent: 0 }, pace: { status: 'no_due_date', expected_percent: 0, bites_behind: 0 },
          subgoals: [],
        });
        break;
      }
      case 1: {
        const subgoal: Subgoal = { id, title: item.title, status: (item as NodeItem).status, tasks: [] };
        if (goals.get(parentId)?.subgoals.push(subgoal)) subgoals.set(id, subgoal);
        break;
      }
      case 2: {
        const task: Task = { id, title: item.title, status: (item as NodeItem).status, microtasks: [] };
        if (subgoals.get(parentId)?.tasks.push(task)) tasks.set(id, task);
        break;
      }
      case 3: {
        const node = item as NodeItem;
        if (node.replaces && present.has(node.replaces)) break;
        const microtask: Microtask = {
          id, title: node.title, status: node.status, task_id: parentId, repeat: node.repeat ?? null,
          completions: node.status === 'done' ? 1 : 0, streak: 0, last_done: null, minutes: node.minutes ?? null,
        };
        tasks.get(parentId)?.microtasks.push(microtask);
        break;
      }
    }
  }
  return [...goals.values()].map(withDerivedStatus);
}

function withDerivedStatus(goal: Goal): Goal {
  const steps = microtasksOf(goal);
  withCurrentStep(steps).forEach((step, i) => {
    steps[i]!.status = step.status;
  });
  for (const subgoal of goal.subgoals) {
    for (const task of subgoal.tasks) task.status = deriveStatus(task.status, task.microtasks);
    subgoal.status = deriveStatus(subgoal.status, subgoal.tasks);
  }
  goal.status = deriveStatus(goal.status, goal.subgoals);
  goal.progress = planProgress(goal);
  goal.pace = goalPace(goal, goal.progress, dayIn(new Date(), 'UTC'));
  return goal;
}

/** Every microtask of a goal in depth-first order. */
export function microtasksOf(goal: Goal): Microtask[] {
  return goal.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));
}
