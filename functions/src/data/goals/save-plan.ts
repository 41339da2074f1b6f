import { PLAN_CHANGED } from '@cakewalk/shared/schemas/goal.ts';
import { randomBytes } from 'node:crypto';
import { Conflict, Invalid, NotFound } from '../../domain/errors.ts';
import { goalKey, isGoalItem, planNodeKey, type Key, type Level } from '../keys.ts';
import { deleteAll, putAll, update } from '../store.ts';
import { commitTree, reserveKeys, type PlanHead } from './goal-head.ts';
import type { NodeItem, StoredItem } from '../keys.ts';
import { readGoalItems } from './read-goals.ts';
import { countNew, newNodeItem, type PlanNode } from './new-items.ts';
import { changedParts, contentHash, contentOf, decodeTree, type NodeContent, type TreeNode } from './stored-tree.ts';

// Editing a saved plan without transactions (ARCHITECTURE.md, "Editing a plan"): new items and
// new revisions of renamed ones are written first, where no reader looks; one conditional update
// of the goal item (its version must still be the one edited) then commits the new tree; items
// left out are deleted last, when no tree lists them any more. A failure before the commit
// leaves the old plan whole; one after it leaves only invisible leftovers.
// The goal's items are read once, before the edit: its tree and version, the repeat a renamed
// bite keeps, and the answer, which is those items with the edit's writes applied (read again
// after the commit, 1,885 items cost more than every write of a small edit together).

const LEVELS = ['subgoal', 'task', 'microtask'] as const;
const WRITES_AT_ONCE = 16;

interface Change {
  key: string;
  /** The node as committed before, and as this edit commits it. */
  old: TreeNode;
  node: TreeNode;
  /** A bite's repeat, or undefined when the edit left it out (or the node is no bite). */
  content: { title: string; repeat?: NodeContent['repeat'] };
  bite: boolean;
}

interface Edit {
  tree: TreeNode[];
  created: (NodeItem & Key)[];
  changed: Change[];
  removed: string[];
}

/**
 * Works out the new tree and what to write, refusing ids that are not this goal's at that level;
 * `items` are the plan's items as read, by key.
 */
function planEdit(head: Key, goalId: string, old: PlanHead, items: ReadonlyMap<string, NodeItem>, nodes: readonly PlanNode[], nextKey: (level: Level) => string): Edit {
  const existing = new Map<string, { node: TreeNode; level: number }>();
  const index = (list: TreeNode[], level: number) => list.forEach((node) => {
    existing.set(node.key, { node, level });
    index(node.children, level + 1);
  });
  index(old.tree, 1);
  const kept = new Set<string>();
  const idPrefix = `${goalId}.`;
  const edit: Edit = { tree: [], created: [], changed: [], removed: [] };

  const walk = (list: readonly PlanNode[], level: Level): TreeNode[] => list.map((input) => {
    const children = level < 3 ? walk(input.children, (level + 1) as Level) : [];
    if (input.key === undefined) {
      const key = nextKey(level);
      edit.created.push(newNodeItem(head, key, input));
      return { key, hash: contentHash(input), rev: '', prev: '', children };
    }
    // An id is the node's full id, or just its key: a 12 x 12 x 12 plan with full ids would not
    // fit in the 64 KB a body may have (ARCHITECTURE.md, "Editing a plan").
    const key = input.key.startsWith(idPrefix) ? input.key.slice(idPrefix.length) : input.key;
    const found = existing.get(key);
    if (!found || found.level !== level || kept.has(key)) {
      throw new Invalid(`${input.key} is not a ${LEVELS[level - 1]} of this goal`);
    }
    kept.add(key);
    const content = { title: input.title, ...(level === 3 && { repeat: input.repeat }) };
    const item = items.get(key);
    const parts = changedParts(found.node, content, item && contentOf(item, found.node).title);
    if (!parts.title && !parts.repeat) return { ...found.node, children };
    const node = { ...found.node, rev: randomBytes(6).toString('base64url'), prev: found.node.rev, children };
    edit.changed.push({ key, old: found.node, node, content, bite: level === 3 });
    return node;
  });
  edit.tree = walk(nodes, 1);
  edit.removed = [...existing.keys()].filter((key) => !kept.has(key));
  return edit;
}

/** The repeat a change leaves out is the committed one, from the item as read. */
function withRepeat(item: NodeItem | undefined, change: Change): NodeContent {
  if (!change.bite || change.content.repeat !== undefined) return change.content;
  return { title: change.content.title, repeat: item ? contentOf(item, change.old).repeat ?? null : null };
}

/**
 * Writes a renamed node's new revision where no reader looks until the tree names it; answers
 * the item as it now is (as read, with the new revision in place of the one two back).
 */
async function writeRevision(head: Key, change: Change, item: NodeItem | undefined): Promise<NodeItem | undefined> {
  const content = withRepeat(item, change);
  const key = { pk: head.pk, sk: `${head.sk}#${change.key}` };
  const value: NodeContent = { title: content.title, repeat: content.repeat ?? null };
  await update({
    Key: key,
    // `habit` tells the status route a bite may be a habit, so one-off bites keep a single write.
    UpdateExpression: `SET revs.#rev = :content${value.repeat ? ', habit = :true' : ''}${change.node.prev ? ' REMOVE revs.#prev' : ''}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#rev': change.node.rev, ...(change.node.prev && { '#prev': change.node.prev }) },
    ExpressionAttributeValues: { ':content': value, ...(value.repeat && { ':true': true }) },
  }, new Conflict(PLAN_CHANGED));
  change.node.hash = contentHash(value);
  if (!item) return undefined;
  const { [change.node.prev]: _gone, ...kept } = item.revs ?? {};
  return { ...item, revs: { ...kept, [change.node.rev]: value }, ...(value.repeat && { habit: true }) };
}

async function inBatches<T>(list: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < list.length; i += WRITES_AT_ONCE) await Promise.all(list.slice(i, i + WRITES_AT_ONCE).map(run));
}

export interface SavedPlan {
  /** The goal's items as the edit left them, its own first: what the goal reads as now. */
  items: StoredItem[];
  /** How many items the edit made. */
  created: number;
}

/** Saves an edited plan over version `version` of the goal's plan. */
export async function savePlan(userId: string, goalId: string, version: number, nodes: readonly PlanNode[]): Promise<SavedPlan> {
  const [own, ...read] = await readGoalItems(userId, goalId);
  if (!own || !isGoalItem(own)) throw new NotFound('Goal');
  if (own.version !== version) throw new Conflict(PLAN_CHANGED);
  const head = goalKey(userId, goalId);
  const nodeItems = new Map(read.filter((item): item is NodeItem => !isGoalItem(item)).map((item) => [item.sk.slice(own.sk.length + 1), item]));
  const fresh = countNew(nodes);
  let next = fresh > 0 ? await reserveKeys(head, fresh, new NotFound('Goal')) : 0;
  const edit = planEdit(head, goalId, { tree: decodeTree(own.tree), version }, nodeItems, nodes, (level) => planNodeKey(level, next++));
  let tree: string | undefined;
  try {
    await putAll(edit.created);
    await inBatches(edit.changed, async (change) => {
      const written = await writeRevision(head, change, nodeItems.get(change.key));
      if (written) nodeItems.set(change.key, written);
    });
    tree = await commitTree(head, edit.tree, version);
    if (tree === undefined) throw new Conflict(PLAN_CHANGED);
  } catch (error) {
    if (error instanceof Conflict) await deleteAll(edit.created.map(({ pk, sk }) => ({ pk, sk })));
    throw error;
  }
  await deleteAll(edit.removed.map((key) => ({ pk: head.pk, sk: `${head.sk}#${key}` })));
  return { items: [{ ...own, tree, version: version + 1 }, ...nodeItems.values(), ...edit.created], created: edit.created.length };
}
