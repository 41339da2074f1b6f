import type { Goal, Microtask, Subgoal, Task } from '@cakewalk/shared/schemas/goal.ts';
import type { DaySpan } from '@cakewalk/shared/schemas/progress.ts';
import { withCurrentStepShown } from '@cakewalk/shared/rules/goal-tree.ts';
import { habitState } from '@cakewalk/shared/rules/habit.ts';
import { goalPace, planProgress } from '@cakewalk/shared/rules/plan-progress.ts';
import { GOAL_PREFIX, isGoalItem, nodeId } from '../keys.ts';
import { completionsOf } from './habit-periods.ts';
import type { GoalItem, NodeItem, StoredItem } from '../keys.ts';
import { contentOf, decodeTree, type TreeNode } from './stored-tree.ts';

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
  const tree = decodeTree(head.tree);
  const byKey = new Map(nodes.map((item) => [item.sk.slice(head.sk.length + 1), item]));
  const idOf = (key: string) => nodeId({ goalId, key });
  const present = (list: TreeNode[]) => list.flatMap((node) => {
    const item = byKey.get(node.key);
    return item ? [{ node, item, id: idOf(node.key) }] : [];
  });
  const subgoals = present(tree).map(({ node, item, id }): Subgoal => ({
    id, title: contentOf(item, node).title, status: item.status,
    tasks: present(node.children).map(({ node: t, item: ti, id: taskId }): Task => ({
      id: taskId, title: contentOf(ti, t).title, status: ti.status,
      microtasks: present(t.children).map((m) => microtaskOf(m.item, m.node, m.id, taskId, today)),
    })),
  }));
  return withDerivedStatus({
    id: goalId, title: head.title, description: head.description ?? '', due_date: head.due_date ?? null,
    status: 'todo', tone: head.tone, created_at: head.created_at, version: head.version, snoozed_until: head.snoozed_until ?? null,
    paused_until: head.paused_until ?? null, if_then: head.if_then ?? null,
    progress: { done: 0, total: 0, percent: 0 }, pace: { status: 'no_due_date', expected_percent: 0, bites_behind: 0 },
    subgoals,
  }, today, head.pauses ?? []);
}

function microtaskOf(item: NodeItem, node: TreeNode, id: string, taskId: string, today: string): Microtask {
  const { title, repeat } = contentOf(item, node);
  const bite = { id, title, task_id: taskId, repeat: repeat ?? null, minutes: item.minutes ?? null };
  if (!repeat) {
    const completions = item.status === 'done' ? 1 : 0;
    return { ...bite, status: item.status, completions, period_completions: completions, streak: 0, last_done: null };
  }
  return { ...bite, ...habitState(repeat, completionsOf(item.periods), today) };
}

function withDerivedStatus(goal: Goal, today: string, pauses: readonly DaySpan[]): Goal {
  const shown = withCurrentStepShown(goal);
  const progress = planProgress(shown);
  return { ...shown, progress, pace: goalPace(shown, progress, today, pauses) };
}
