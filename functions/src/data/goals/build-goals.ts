import type { Goal, Microtask, Subgoal, Task } from '@cakewalk/shared/schemas/goal.ts';
import { currentStep } from '@cakewalk/shared/rules/current-step.ts';
import { habitState } from '@cakewalk/shared/rules/habit.ts';
import { goalPace } from '@cakewalk/shared/rules/plan-progress.ts';
import { progressOf } from '@cakewalk/shared/rules/progress.ts';
import { deriveStatus } from '@cakewalk/shared/rules/status.ts';
import { GOAL_PREFIX, isGoalItem, nodeId } from '../keys.ts';
import { completionsOf } from './habit-periods.ts';
import type { GoalItem, NodeItem, StoredItem } from '../keys.ts';
import { contentAt, parseTree, type StoredNode } from './stored-tree.ts';

/**
 * Builds whole goal trees from a user's goal items (one goal item, then its nodes, in sort-key
 * order). The goal item's tree says which nodes exist, in what order and with which content:
 * items it does not list (written by an edit not yet committed, or deleted by one that was) are
 * left out, and nodes whose goal item is missing belong to a goal half written or half deleted.
 * Statuses are derived here too: habits by `today` (the user's day), then the current step, then
 * tasks, subgoals and the goal from their children.
 */
export function buildGoals(items: readonly StoredItem[], today: string): Goal[] {
  const goals: Goal[] = [];
  let head: GoalItem | undefined;
  let nodes: NodeItem[] = [];
  const flush = () => {
    if (head) goals.push(goalOf(head, nodes, today));
    nodes = [];
  };
  // Plain string checks: this runs once per item on every dashboard read.
  let nodePrefix = '';
  for (const item of items) {
    if (isGoalItem(item)) {
      flush();
      head = item;
      nodePrefix = `${item.sk}#`;
    } else if (head && item.sk.startsWith(nodePrefix)) {
      nodes.push(item);
    }
  }
  flush();
  return goals;
}

function goalOf(head: GoalItem, nodes: readonly NodeItem[], today: string): Goal {
  const goalId = head.sk.slice(GOAL_PREFIX.length);
  const keyStart = head.sk.length + 1;
  const byKey = new Map<string, NodeItem>();
  for (const item of nodes) byKey.set(item.sk.slice(keyStart), item);
  const present = (list: readonly StoredNode[] = []) => list.flatMap(([key, , rev, , children]) => {
    const item = byKey.get(key);
    return item ? [{ item, rev, children, id: nodeId({ goalId, key }) }] : [];
  });
  // The tree is built once, bites first (the same as `withCurrentStepShown` of the plain tree,
  // which would build it twice more): the current step is found among them in depth-first
  // order, then the statuses above are derived from them.
  const bites: Microtask[] = [];
  const subgoals = present(parseTree(head.tree)).map((s): Subgoal => ({
    id: s.id, title: contentAt(s.item, s.rev).title, status: s.item.status,
    tasks: present(s.children).map((t): Task => ({
      id: t.id, title: contentAt(t.item, t.rev).title, status: t.item.status,
      microtasks: present(t.children).map((m) => {
        const bite = microtaskOf(m.item, m.rev, m.id, t.id, today);
        bites.push(bite);
        return bite;
      }),
    })),
  }));
  // The current step is shown in progress (shared/src/rules/current-step.ts) on the bites just made.
  const current = currentStep(bites);
  if (current?.status === 'todo') current.status = 'in_progress';
  for (const subgoal of subgoals) {
    for (const task of subgoal.tasks) task.status = deriveStatus(task.status, task.microtasks);
    subgoal.status = deriveStatus(subgoal.status, subgoal.tasks);
  }
  const progress = progressOf(bites);
  const dueDate = head.due_date ?? null;
  return {
    id: goalId, title: head.title, description: head.description ?? '', due_date: dueDate,
    status: deriveStatus('todo', subgoals), tone: head.tone, created_at: head.created_at, version: head.version,
    snoozed_until: head.snoozed_until ?? null, paused_until: head.paused_until ?? null, if_then: head.if_then ?? null,
    progress, pace: goalPace({ created_at: head.created_at, due_date: dueDate }, progress, today, head.pauses ?? []),
    subgoals,
  };
}

function microtaskOf(item: NodeItem, rev: string, id: string, taskId: string, today: string): Microtask {
  const { title, repeat } = contentAt(item, rev);
  const minutes = item.minutes ?? null;
  if (!repeat) {
    const completions = item.status === 'done' ? 1 : 0;
    return { id, title, task_id: taskId, repeat: null, minutes, status: item.status, completions, period_completions: completions, streak: 0, last_done: null };
  }
  const { status, completions, period_completions, streak, last_done } = habitState(repeat, completionsOf(item.periods), today);
  return { id, title, task_id: taskId, repeat, minutes, status, completions, period_completions, streak, last_done };
}
