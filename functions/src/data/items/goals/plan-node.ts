import * as z from 'zod/mini';
import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import { STATUSES, type Status } from '@cakewalk/shared/schemas/common.ts';
import { PLAN_KEY_PATTERN } from '@cakewalk/shared/schemas/ids.ts';
import { itemKind, readItem, stringSet, userPk, written, type Key } from '../item-kind.ts';
import { goalKind, goalSk, isGoalId, isGoalSk, type GoalItem } from './goal.ts';

// A node of a goal's plan (subgoal, task or bite) is GOAL#<goal>#<key>, where the key is the
// node's level letter and a number from the goal's counter in base 36, which only grows. A
// node's public id spells the same with '.', so an id maps to its item with no lookup.

/** A node's level: 1 subgoal, 2 task, 3 microtask (a bite). */
export type Level = 1 | 2 | 3;
export const LEVEL = { subgoal: 1, task: 2, microtask: 3 } as const;

const LEVEL_LETTERS = ['s', 't', 'm'] as const;

/** A new node's key at a level from the goal's key counter. */
export function planNodeKey(level: Level, n: number): string {
  return `${LEVEL_LETTERS[level - 1]}${n.toString(36)}`;
}

/** Whether `key` is a node key of that level. */
export function isPlanKey(key: string, level: Level): boolean {
  return PLAN_KEY_PATTERN.test(key) && key[0] === LEVEL_LETTERS[level - 1];
}

export interface NodeAddress {
  goalId: string;
  key: string;
}

export const nodeKey = (userId: string, { goalId, key }: NodeAddress): Key => ({ pk: userPk(userId), sk: `${goalSk(goalId)}#${key}` });
export const nodeId = ({ goalId, key }: NodeAddress): string => `${goalId}.${key}`;

/** The node an id names, or null when the id cannot be one of ours at that level. */
export function parseNodeId(id: string, level: Level): NodeAddress | null {
  const [goalId = '', key = '', ...rest] = id.split('.');
  return isGoalId(goalId) && rest.length === 0 && isPlanKey(key, level) ? { goalId, key } : null;
}


export const planNodeKind = /* @__PURE__ */ itemKind({
  name: 'plan node',
  shapes: [{ pk: 'USER#<uid>', sk: 'GOAL#<gid>#<key>', about: 'subgoal (`s…`), task (`t…`) or microtask (`m…`): see "Editing a plan"' }],
  fields: () => ({
    sk: z.string(),
    title: z.string(),
    status: written<Status>('string'),
    repeat: z.optional(z.nullable(written<Repeat>('object'))),
    minutes: z.optional(z.number()),
    /** Renamed content by revision; the goal's tree says which one is committed. */
    revs: z.optional(written<Record<string, { title: string; repeat?: Repeat | null }>>('object')),
    /** Set once a bite has had a repeat in any revision: its status route then reads before it writes. */
    habit: z.optional(z.boolean()),
    /** A habit bite's completions, one entry each (goals/habit-periods.ts). */
    periods: z.optional(stringSet()),
    /** When a microtask was last marked done (for the weekly review). */
    done_at: z.optional(z.string()),
    /** The user's day it was done on: the day its done record is under (goals/step-status.ts). */
    done_day: z.optional(z.string()),
    import_id: z.optional(z.string()),
  }),
});
export type NodeItem = z.infer<typeof planNodeKind.schema>;

/** Any item under GOAL#: a goal's own item or a node of its plan. */
export type StoredItem = GoalItem | NodeItem;

/** Whether an item under GOAL# is a goal's own rather than a node of its plan (its sort key says). */
export const isGoalItem = (item: StoredItem): item is GoalItem => isGoalSk(item.sk);

const STATUS_SET: ReadonlySet<unknown> = new Set(STATUSES);
const isOptional = (value: unknown, type: 'string' | 'number' | 'boolean') => value === undefined || typeof value === type;
const isStringSet = (value: unknown) => value instanceof Set && [...value].every((entry) => typeof entry === 'string');
// Every node is written with an empty `revs` (data/goals/new-items.ts), so a rename can set a
// revision inside it; until one does, the node reads as plain.
const hasNoRevisions = (value: unknown) =>
  value === undefined || (typeof value === 'object' && value !== null && !Array.isArray(value) && !hasOwnKey(value));

/** Whether an object has a key of its own, without listing them (this runs on every node read). */
function hasOwnKey(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return true;
  return false;
}

/**
 * The node schema's checks by hand, for the dashboard's Query of a thousand nodes and more, where
 * the schema would cost half the read (ARCHITECTURE.md, "The key scheme"). It never takes what
 * the schema refuses (a property test holds it to that); a node with renamed content (a revision
 * in `revs`) goes through the schema.
 */
export function isPlainNode(item: Record<string, unknown>): boolean {
  return typeof item.sk === 'string' && typeof item.title === 'string' && STATUS_SET.has(item.status)
    && (item.repeat === undefined || (typeof item.repeat === 'object' && !Array.isArray(item.repeat)))
    && isOptional(item.minutes, 'number') && hasNoRevisions(item.revs) && isOptional(item.habit, 'boolean')
    && (item.periods === undefined || isStringSet(item.periods)) && isOptional(item.done_at, 'string') && isOptional(item.done_day, 'string')
    && isOptional(item.import_id, 'string') && isOptional(item.pk, 'string');
}

/** An item under GOAL# read back by its kind: the goal's own by its schema, a node by the fast check or its schema. */
export const readStoredItem = (item: unknown): StoredItem => {
  if (typeof item !== 'object' || item === null) return readItem(planNodeKind, item);
  const fields = item as Record<string, unknown>;
  if (typeof fields.sk === 'string' && isGoalSk(fields.sk)) return readItem(goalKind, item);
  return isPlainNode(fields) ? (item as NodeItem) : readItem(planNodeKind, item);
};
