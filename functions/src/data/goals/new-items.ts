import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Status } from '@cakewalk/shared/schemas/common.ts';
import type { NodeItem } from './items.ts';
import { planNodeKey, type Key } from '../keys.ts';
import { entriesOf } from './habit-periods.ts';
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

/** A new node's item: invisible until the goal item's tree lists its key. */
export function newNodeItem(head: Key, key: string, node: NewBite): NodeItem {
  return {
    pk: head.pk,
    sk: `${head.sk}#${key}`,
    title: node.title,
    status: node.status ?? 'todo',
    ...(node.repeat && { repeat: node.repeat, habit: true }),
    ...(node.minutes !== undefined && { minutes: node.minutes }),
    // A string set cannot be empty: a habit not yet done has no periods at all.
    ...(node.periods?.length && { periods: new Set(entriesOf(node.periods)) }),
    revs: {},
  };
}

/** A whole new plan: its items and its tree, with keys from `seq` on. */
export function newPlanItems(head: Key, subgoals: readonly NewSubgoal[], seq: number) {
  const items: NodeItem[] = [];
  let used = seq;
  const build = (nodes: readonly PlanNode[], level: 1 | 2 | 3): TreeNode[] => nodes.map((node) => {
    const key = planNodeKey(level, used++);
    items.push(newNodeItem(head, key, node));
    const children = level < 3 ? build(node.children, (level + 1) as 2 | 3) : [];
    return { key, hash: contentHash(node), rev: '', prev: '', children };
  });
  const tree = build(planNodesOf(subgoals), 1);
  return { items, tree, used };
}
