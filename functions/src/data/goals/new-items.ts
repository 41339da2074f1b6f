import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Status } from '@cakewalk/shared/schemas/common.ts';
import type { NodeItem } from '../keys.ts';
import { GOAL_PREFIX, planNodeKey, userPk, type Key } from '../keys.ts';
import { periodOf } from '@cakewalk/shared/rules/habit-periods.ts';
import { entriesOf } from './habit-periods.ts';
import { habitDoneKey, oneOffDoneKey, type DoneRecord } from '../history/done-records.ts';
import { contentHash, type TreeNode } from './stored-tree.ts';

/** A node of a plan as it is written: an existing node carries its key. */
export interface PlanNode {
  key?: string;
  title: string;
  status?: Status;
  repeat?: Repeat | null;
  minutes?: number;
  /** A habit bite's completions so far (an imported one): each one's period, by its first day. */
  periods?: readonly string[];
  /**
   * The day of each done so far (an imported one): a one-off's one day, or each of a habit's
   * completions in order; a habit's periods then follow from them.
   */
  done_days?: readonly string[];
  children: PlanNode[];
}

export type NewBite = Omit<PlanNode, 'key' | 'children'>;

/** A new plan as subgoals, tasks and bites: a saved breakdown, or an imported goal's tree. */
export interface NewSubgoal {
  title: string;
  tasks: readonly { title: string; microtasks: readonly NewBite[] }[];
}

/** A new plan as plan nodes, all new. */
function planNodesOf(subgoals: readonly NewSubgoal[]): PlanNode[] {
  return subgoals.map((s) => ({
    title: s.title,
    children: s.tasks.map((t) => ({ title: t.title, children: t.microtasks.map((m) => ({ ...m, children: [] })) })),
  }));
}

export function countNew(nodes: readonly PlanNode[]): number {
  return nodes.reduce((n, node) => n + (node.key ? 0 : 1) + countNew(node.children), 0);
}

/** A habit's completions by period: from the days of its dones when known. */
function periodsOf(node: NewBite): readonly string[] | undefined {
  if (!node.repeat || !node.done_days) return node.periods;
  const { every } = node.repeat;
  return [...node.done_days].sort().map((day) => periodOf(every, day));
}

/** A new node's item: invisible until the goal item's tree lists its key. */
export function newNodeItem(head: Key, key: string, node: NewBite): NodeItem & Key {
  const periods = periodsOf(node);
  return {
    pk: head.pk,
    sk: `${head.sk}#${key}`,
    title: node.title,
    status: node.status ?? 'todo',
    ...(node.repeat && { repeat: node.repeat, habit: true }),
    ...(node.minutes !== undefined && { minutes: node.minutes }),
    // A string set cannot be empty: a habit not yet done has no periods at all.
    ...(periods?.length && { periods: new Set(entriesOf(periods)) }),
    revs: {},
  };
}

/**
 * The done records of a new bite (an imported one): a one-off done on a known day has one; each
 * completion of a habit has one, on its day, or on its period's first day when the file kept
 * only periods.
 */
function doneRecordsOf(head: Key, goalId: string, key: string, node: NewBite): (DoneRecord & Key)[] {
  const userId = head.pk.slice(userPk('').length);
  if (!node.repeat) {
    const day = node.status === 'done' ? node.done_days?.[0] : undefined;
    if (!day) return [];
    const record = { goal_id: goalId, bite: key, day };
    return [{ ...oneOffDoneKey(userId, record), ...record }];
  }
  const periods = periodsOf(node) ?? [];
  const days = node.done_days ? [...node.done_days].sort() : periods;
  return entriesOf(periods).map((entry, i) => {
    const record = { goal_id: goalId, bite: key, day: days[i] ?? entry.slice(0, 10) };
    return { ...habitDoneKey(userId, goalId, key, entry), ...record };
  });
}

/** A whole new plan: its items and its tree, with keys from `seq` on. */
export function newPlanItems(head: Key, subgoals: readonly NewSubgoal[], seq: number) {
  const items: (NodeItem & Key)[] = [];
  const dones: (DoneRecord & Key)[] = [];
  const goalId = head.sk.slice(GOAL_PREFIX.length);
  let used = seq;
  const build = (nodes: readonly PlanNode[], level: 1 | 2 | 3): TreeNode[] => nodes.map((node) => {
    const key = planNodeKey(level, used++);
    items.push(newNodeItem(head, key, node));
    if (level === 3) dones.push(...doneRecordsOf(head, goalId, key, node));
    const children = level < 3 ? build(node.children, (level + 1) as 2 | 3) : [];
    return { key, hash: contentHash(node), rev: '', prev: '', children };
  });
  const tree = build(planNodesOf(subgoals), 1);
  return { items, dones, tree, used };
}
