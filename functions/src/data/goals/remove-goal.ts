import { GOAL_PREFIX, goalKey, goalSk, userPk, type Key } from '../keys.ts';
import { deleteAll, queryPrefix, remove } from '../store.ts';
import { removeGoalDones } from '../history/done-records.ts';

// The one way a goal's items leave the table: a goal's delete, an import undone and an account's
// deletion all come here. The goal's own item goes first, so the goal vanishes whole for every
// reader (a node without its goal's item is never shown), then its plan's items, then its history.

/**
 * Removes a goal and everything under it; a second run, or one alongside, finds what is left.
 * Answers whether anything of the goal was there, and whether its own item was removed by this call.
 */
export async function removeGoalItems(userId: string, goalId: string): Promise<{ found: boolean; removedGoal: boolean }> {
  const items = await queryPrefix<Key>(userPk(userId), goalSk(goalId), ['pk', 'sk']);
  const own = goalKey(userId, goalId);
  const { written } = await remove({ Key: own, ConditionExpression: 'attribute_exists(pk)' });
  await deleteAll(items.filter((item) => item.sk !== own.sk));
  await removeGoalDones(userId, goalId);
  return { found: items.length > 0, removedGoal: written };
}

/** Every goal a page of the partition's GOAL# items names (its own item's or a node's), once each. */
export const goalIdsOf = (items: readonly Key[]): string[] =>
  [...new Set(items.map((item) => item.sk.slice(GOAL_PREFIX.length).split('#', 1)[0]!))];
