import { isValid as isUlid } from 'ulid';

// Goal nodes are addressed by goal id plus fractional-index positions (see table.ts). The sort
// key spells them with '#', the public id with '.', so an id maps to its key with no lookup.

export const userPk = (userId: string) => `USER#${userId}`;
export const GOAL_PREFIX = 'GOAL#';

export type Depth = 0 | 1 | 2 | 3;
export const DEPTH = { goal: 0, subgoal: 1, task: 2, microtask: 3 } as const;

export interface NodeAddress {
  goalId: string;
  positions: string[];
}

const POSITION = /^[0-9A-Za-z]{1,40}$/;

export function nodeSk({ goalId, positions }: NodeAddress): string {
  return [`${GOAL_PREFIX}${goalId}`, ...positions].join('#');
}

export function nodeId({ goalId, positions }: NodeAddress): string {
  return [goalId, ...positions].join('.');
}

/** The node an id names, or null when the id cannot be one of ours at that depth. */
export function parseNodeId(id: string, depth: Depth): NodeAddress | null {
  const [goalId = '', ...positions] = id.split('.');
  if (!isUlid(goalId) || positions.length !== depth) return null;
  return positions.every((p) => POSITION.test(p)) ? { goalId, positions } : null;
}

export function addressOfSk(sk: string): NodeAddress {
  const [goalPart = '', ...positions] = sk.split('#').slice(1);
  return { goalId: goalPart, positions };
}

/**
 * The public id, the parent's id and the depth of the node a sort key names, with plain string
 * operations: this runs once per item on every dashboard read.
 */
export function nodeOfSk(sk: string): { id: string; parentId: string; depth: number } {
  const id = sk.slice(GOAL_PREFIX.length).replaceAll('#', '.');
  let depth = 0;
  for (let dot = id.indexOf('.'); dot >= 0; dot = id.indexOf('.', dot + 1)) depth++;
  return { id, parentId: id.slice(0, Math.max(id.lastIndexOf('.'), 0)), depth };
}

export const goalKey = (userId: string, goalId: string) => ({
  pk: userPk(userId),
  sk: nodeSk({ goalId, positions: [] }),
});
