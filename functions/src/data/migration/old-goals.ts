import { periodsFromFigures, type HabitFigures } from '@cakewalk/shared/rules/habit.ts';
import { completionsOf } from '../goals/habit-periods.ts';
import { NotFound } from '../../domain/errors.ts';
import { CHECKIN_PREFIX, checkinKey, goalKey, isPlanKey, nodeId, planNodeKey, userPk, type Key, type Level } from '../keys.ts';
import { deleteAll, get, putAll, queryPrefix, update } from '../store.ts';
import { reserveKeys } from '../goals/goal-head.ts';
import type { GoalItem, NodeItem } from '../keys.ts';
import { newNodeItem } from '../goals/new-items.ts';
import { contentHash, contentOf, decodeTree, encodeTree, type TreeNode } from '../goals/stored-tree.ts';

// Goals saved before plans had trees kept their structure in their sort keys: each node under
// GOAL#<goal>#<s>#<t>#<m>, one fractional position per level, in depth-first order, and no tree
// on the goal item. A goal edited after trees came has a tree, but its older nodes still have
// those positions for keys. And a goal imported back then kept each habit's history as bare
// figures (completions, streak, last_done) instead of periods. This moves such a goal to today's
// layout (ARCHITECTURE.md, "Editing a plan"), as a plan edit would: every node without a plan
// key gets one from the goal's counter, with its committed content, status and history, written
// where no reader looks; the goal item commits the new tree on the version it was read at; the
// old items go last. A goal already in today's layout is left as it is, so running it again
// changes nothing.

interface OldHead extends Omit<GoalItem, 'tree' | 'version' | 'seq'> {
  tree?: string;
  version?: number;
}

type OldItem = NodeItem & HabitFigures & Key & {
  /** Set on the steps of a break-down cut short; hidden while the step they replace exists. */
  replaces?: string;
};

/** A tree read from sort keys: positions joined by '#', in depth-first order. */
function treeOfPositions(goalSk: string, items: readonly OldItem[]): TreeNode[] {
  const present = new Set(items.map((item) => item.sk));
  const roots: TreeNode[] = [];
  const byKey = new Map<string, TreeNode>();
  for (const item of items) {
    if (item.replaces && present.has(item.replaces)) continue;
    const key = item.sk.slice(goalSk.length + 1);
    const node: TreeNode = { key, hash: '', rev: '', prev: '', children: [] };
    const cut = key.lastIndexOf('#');
    const siblings = cut < 0 ? roots : byKey.get(key.slice(0, cut))?.children;
    if (!siblings || key.split('#').length > 3) continue;
    siblings.push(node);
    byKey.set(key, node);
  }
  return roots;
}

/** How many nodes of the tree have no plan key. */
const countOldKeys = (nodes: readonly TreeNode[], level: Level): number => nodes.reduce(
  (n, node) => n + (isPlanKey(node.key, level) ? 0 : 1) + (level < 3 ? countOldKeys(node.children, (level + 1) as Level) : 0), 0);

/** The old node ids of a goal, each with the id it has now. */
type Renamed = Map<string, string>;

/** The new tree, the items written for it and the ids that changed. */
function rekeyed(goal: Key, goalId: string, tree: readonly TreeNode[], items: readonly OldItem[], firstKey: number, createdDay: string) {
  const byKey = new Map(items.map((item) => [item.sk.slice(goal.sk.length + 1), item]));
  const written: (NodeItem & Key)[] = [];
  const renamed: Renamed = new Map();
  let next = firstKey;
  const walk = (nodes: readonly TreeNode[], level: Level): TreeNode[] => nodes.flatMap((node) => {
    const item = byKey.get(node.key);
    if (!item) return [];
    const children = level < 3 ? walk(node.children, (level + 1) as Level) : [];
    if (isPlanKey(node.key, level)) return [{ ...node, children }];
    const key = planNodeKey(level, next++);
    const { title, repeat } = contentOf(item, node);
    const periods = item.periods ? completionsOf(item.periods) : repeat ? periodsFromFigures(repeat, item, createdDay) : [];
    written.push({
      ...newNodeItem(goal, key, { title, status: item.status, repeat, periods, ...(item.minutes !== undefined && { minutes: item.minutes }) }),
      ...(item.habit && { habit: true }),
      ...(item.done_at && { done_at: item.done_at }),
    });
    renamed.set(nodeId({ goalId, key: node.key.replaceAll('#', '.') }), nodeId({ goalId, key }));
    return [{ key, hash: contentHash({ title, repeat }), rev: '', prev: '', children }];
  });
  return { tree: walk(tree, 1), written, renamed };
}

/** Points the user's check-ins at the steps' new ids, so their Done buttons still mark them. */
async function renameCheckinSteps(userId: string, renamed: Renamed): Promise<void> {
  const checkins = await queryPrefix<{ id: string; step_id?: string | null }>(userPk(userId), CHECKIN_PREFIX, ['id', 'step_id']);
  for (const { id, step_id: old } of checkins) {
    const now = old ? renamed.get(old) : undefined;
    if (!old || !now) continue;
    await update({
      Key: checkinKey(userId, id),
      UpdateExpression: 'SET step_id = :now',
      ConditionExpression: 'step_id = :old',
      ExpressionAttributeValues: { ':now': now, ':old': old },
    });
  }
}

type GoalMove = 'moved' | 'current' | 'changed';

/**
 * Moves one goal to today's layout: 'moved', 'current' when it already was, 'changed' when an
 * edit committed meanwhile (nothing of this try is left; try again).
 */
export async function moveGoal(userId: string, goalId: string): Promise<GoalMove> {
  const goal = goalKey(userId, goalId);
  const head = await get<OldHead>(goal);
  if (!head) return 'current';
  const committed = head.tree ? decodeTree(head.tree) : undefined;
  if (committed && countOldKeys(committed, 1) === 0) return 'current';
  const items = await queryPrefix<OldItem>(goal.pk, `${goal.sk}#`);
  const tree = committed ?? treeOfPositions(goal.sk, items);
  const firstKey = await reserveKeys(goal, countOldKeys(tree, 1), new NotFound('Goal'));
  const moved = rekeyed(goal, goalId, tree, items, firstKey, head.created_at.slice(0, 10));
  await putAll(moved.written);
  const { written } = await update({
    Key: goal,
    UpdateExpression: 'SET tree = :tree, version = :next',
    ConditionExpression: head.version === undefined ? 'attribute_exists(pk) AND attribute_not_exists(version)' : 'version = :version',
    ExpressionAttributeValues: {
      ':tree': encodeTree(moved.tree), ':next': (head.version ?? 1) + 1, ...(head.version !== undefined && { ':version': head.version }),
    },
  });
  if (!written) {
    await deleteAll(moved.written.map(({ pk, sk }) => ({ pk, sk })));
    return 'changed';
  }
  const kept = new Set(moved.written.map((item) => item.sk));
  const listed = (nodes: readonly TreeNode[]): void => nodes.forEach((node) => {
    kept.add(`${goal.sk}#${node.key}`);
    listed(node.children);
  });
  listed(moved.tree);
  await deleteAll(items.filter((item) => !kept.has(item.sk)).map(({ pk, sk }) => ({ pk, sk })));
  await renameCheckinSteps(userId, moved.renamed);
  return 'moved';
}
