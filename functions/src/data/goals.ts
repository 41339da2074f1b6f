import type { BreakdownSubgoal } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { generateNKeysBetween } from 'fractional-indexing';
import { ulid } from 'ulid';
import { Conflict, NotFound } from '../domain/errors.ts';
import { DEPTH, GOAL_PREFIX, goalKey, nodeSk, parseNodeId, userPk } from './keys.ts';
import type { GoalItem, NodeItem, StoredItem } from './goal-items.ts';
import { buildGoals } from './goal-tree.ts';
import { deleteAll, get, put, putAll, queryPrefix, remove, update } from './store.ts';

export interface NewGoal {
  title: string;
  tone: Tone;
  description: string;
  due_date: string | null;
  subgoals: BreakdownSubgoal[];
}

// What a tree is built from: the partition key, the same on every item, and bookkeeping such as
// done_at stay in the table, which trims about a fifth off what every dashboard read moves.
const TREE_ATTRIBUTES = ['sk', 'title', 'status', 'replaces', 'description', 'due_date', 'tone', 'created_at'];

/** Every goal of the user as a whole tree: one Query over the user's goal items. */
export async function listGoals(userId: string): Promise<Goal[]> {
  return buildGoals(await queryPrefix<StoredItem>(userPk(userId), GOAL_PREFIX, TREE_ATTRIBUTES));
}

/**
 * Goal ids are sort-key prefixes, so only a well-formed one may reach a query: "0" would
 * otherwise match every goal, and "<id>#<pos>" a subgoal. Anything else is simply not found.
 */
function goalPrefix(goalId: string): string {
  if (!parseNodeId(goalId, DEPTH.goal)) throw new NotFound('Goal');
  return `${GOAL_PREFIX}${goalId}`;
}

export async function getGoal(userId: string, goalId: string): Promise<Goal> {
  const [goal] = buildGoals(await queryPrefix<StoredItem>(userPk(userId), goalPrefix(goalId), TREE_ATTRIBUTES));
  if (!goal) throw new NotFound('Goal');
  return goal;
}

function nodeItems(pk: string, goalId: string, subgoals: BreakdownSubgoal[]): NodeItem[] {
  const items: NodeItem[] = [];
  const keys = (n: number) => generateNKeysBetween(null, null, n);
  const subgoalKeys = keys(subgoals.length);
  subgoals.forEach((subgoal, si) => {
    const s = subgoalKeys[si]!;
    items.push({ pk, sk: nodeSk({ goalId, positions: [s] }), title: subgoal.title, status: 'todo' });
    const taskKeys = keys(subgoal.tasks.length);
    subgoal.tasks.forEach((task, ti) => {
      const t = taskKeys[ti]!;
      items.push({ pk, sk: nodeSk({ goalId, positions: [s, t] }), title: task.title, status: 'todo' });
      const microtaskKeys = keys(task.microtasks.length);
      task.microtasks.forEach((microtask, mi) => {
        const sk = nodeSk({ goalId, positions: [s, t, microtaskKeys[mi]!] });
        items.push({ pk, sk, title: microtask.title, status: 'todo' });
      });
    });
  });
  return items;
}

/**
 * Children first, the goal's own item last: until that last write lands the goal does not
 * exist for any reader, so a crash half-way never shows half a goal.
 */
export async function createGoal(userId: string, input: NewGoal): Promise<Goal> {
  const goalId = ulid();
  const pk = userPk(userId);
  const goal: GoalItem = {
    ...goalKey(userId, goalId),
    title: input.title,
    description: input.description,
    due_date: input.due_date,
    tone: input.tone,
    created_at: new Date().toISOString(),
  };
  const children = nodeItems(pk, goalId, input.subgoals);
  await putAll(children);
  await put({ Item: goal, ConditionExpression: 'attribute_not_exists(pk)' }, new Conflict('This goal already exists.'));
  const [created] = buildGoals([goal, ...children]);
  return created!;
}

export async function updateGoal(
  userId: string,
  goalId: string,
  changes: { title: string; description: string; due_date: string | null },
): Promise<Goal> {
  goalPrefix(goalId);
  await update({
    Key: goalKey(userId, goalId),
    UpdateExpression: 'SET title = :title, description = :description, due_date = :due',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':title': changes.title, ':description': changes.description, ':due': changes.due_date },
  }, new NotFound('Goal'));
  return getGoal(userId, goalId);
}

/** Just the goal's title, by key: what a reflection keeps of its goal. */
export async function getGoalTitle(userId: string, goalId: string): Promise<string> {
  goalPrefix(goalId);
  const item = await get<{ title: string }>(goalKey(userId, goalId), ['title']);
  if (!item) throw new NotFound('Goal');
  return String(item.title);
}

/**
 * The goal's own item goes first, so the goal disappears at once for every reader; then its
 * children. If this stops half-way, the leftovers are invisible, and deleting again finishes.
 */
export async function deleteGoal(userId: string, goalId: string): Promise<void> {
  const items = await queryPrefix<{ pk: string; sk: string }>(userPk(userId), goalPrefix(goalId), ['pk', 'sk']);
  if (items.length === 0) throw new NotFound('Goal');
  const own = goalKey(userId, goalId);
  await remove({ Key: own });
  await deleteAll(items.filter((item) => item.sk !== own.sk));
}
