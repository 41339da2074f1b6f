import type { DomainError } from '../../domain/errors.ts';
import type { Key } from '../keys.ts';
import { get, update } from '../store.ts';
import type { GoalItem } from '../keys.ts';
import { decodeTree, encodeTree, type TreeNode } from './stored-tree.ts';

// The goal item is the commit point of every plan edit (ARCHITECTURE.md, "Editing a plan"): an
// edit reads its tree and version, reserves keys on its counter, and commits a new tree on
// condition that the version is still the one it read.

export interface PlanHead {
  tree: TreeNode[];
  version: number;
}

/** The goal's committed tree and the version it is at; `missing` when there is no such goal. */
export async function readPlanHead(head: Key, missing: DomainError): Promise<PlanHead> {
  const item = await get<Pick<GoalItem, 'tree' | 'version'>>(head, ['tree', 'version']);
  if (!item) throw missing;
  return { tree: decodeTree(item.tree), version: item.version };
}

/** Reserves `count` keys on the goal's counter and answers the first, so no two edits (or crashes) share one. */
export async function reserveKeys(head: Key, count: number, missing: DomainError): Promise<number> {
  const { attributes } = await update({
    Key: head,
    UpdateExpression: 'ADD seq :n',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':n': count },
    ReturnValues: 'UPDATED_NEW',
  }, missing);
  return Number(attributes?.seq) - count;
}

/**
 * Makes `tree` the plan, unless an edit committed since `version` was read; answers the tree as
 * stored when it did, else undefined.
 */
export async function commitTree(head: Key, tree: readonly TreeNode[], version: number): Promise<string | undefined> {
  const encoded = encodeTree(tree);
  const { written } = await update({
    Key: head,
    UpdateExpression: 'SET tree = :tree, version = :next',
    ConditionExpression: 'version = :version',
    ExpressionAttributeValues: { ':tree': encoded, ':next': version + 1, ':version': version },
  });
  return written ? encoded : undefined;
}
