import * as z from 'zod/mini';
import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Status } from '@cakewalk/shared/schemas/common.ts';
import { PLAN_KEY_PATTERN } from '@cakewalk/shared/schemas/ids.ts';
import { itemKind, userPk, written, type Key } from '../item-kind.ts';
import { goalSk, isGoalId } from './goal.ts';

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

const nodeContent = () => z.object({ title: z.string(), repeat: z.optional(z.nullable(written<Repeat>('object'))) });

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
    revs: z.optional(z.record(z.string(), nodeContent())),
    /** Set once a bite has had a repeat in any revision: its status route then reads before it writes. */
    habit: z.optional(z.boolean()),
    /** A habit bite's completions, one entry each (goals/habit-periods.ts). */
    periods: z.optional(z.set(z.string())),
    /** When a microtask was last marked done (for the weekly review). */
    done_at: z.optional(z.string()),
    import_id: z.optional(z.string()),
  }),
});
export type NodeItem = z.infer<typeof planNodeKind.schema>;
