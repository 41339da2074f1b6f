import * as z from 'zod/mini';
import type { IfThen } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { DaySpan, DueMove } from '@cakewalk/shared/schemas/progress.ts';
import { ULID_PATTERN } from '@cakewalk/shared/schemas/ids.ts';
import { itemKind, userPk, written, type Key } from '../item-kind.ts';
import { DONE_PREFIX } from './done-record.ts';

// A goal's own item is GOAL#<goal>; each node of its plan is GOAL#<goal>#<key> (plan-node.ts).
// The goal item holds the plan's tree (goals/stored-tree.ts) and is the commit point of an edit.

export const GOAL_PREFIX = 'GOAL#';
export const goalSk = (goalId: string) => `${GOAL_PREFIX}${goalId}`;
export const goalKey = (userId: string, goalId: string): Key => ({ pk: userPk(userId), sk: goalSk(goalId) });

/** Whether an id can be a goal's: only such an id may become a sort-key prefix. */
export const isGoalId = (id: string): boolean => ULID_PATTERN.test(id);

/**
 * The sort keys from a user's first done record to their last goal item: DONE# sorts just before
 * GOAL#, and no other kind's keys fall between them, so one Query reads the goals with their dones.
 */
export const DONES_AND_GOALS = { from: DONE_PREFIX, to: `${GOAL_PREFIX}\uffff` } as const;

/** Whether a sort key under GOAL# is a goal's own item rather than a node of its plan. */
export const isGoalSk = (sk: string): boolean => sk.indexOf('#', GOAL_PREFIX.length) < 0;

/** The public id of the goal or node a sort key names: plain string operations, run once per item on every dashboard read. */
export const idOfSk = (sk: string): string => sk.slice(GOAL_PREFIX.length).replace('#', '.');


export const goalKind = /* @__PURE__ */ itemKind({
  name: 'goal',
  shapes: [{
    pk: 'USER#<uid>', sk: 'GOAL#<gid>',
    about: "goal: its words, tone, due date and if-then plan, its plan's tree, version and key counter (written last on create); its pauses (`pauses`, spans of days), a due date move not yet said (`due_move`) and `pause_rev`, which counts their changes",
  }],
  fields: () => ({
    sk: z.string(),
    title: z.string(),
    description: z.optional(z.string()),
    due_date: z.optional(z.nullable(z.string())),
    tone: written<Tone>('string'),
    created_at: z.string(),
    /** The person's plan for what gets in the way; absent on goals from before it, as null. */
    if_then: z.optional(z.nullable(written<IfThen>('object'))),
    /** Counts the plan's edits, from 1. */
    version: z.number(),
    /** The plan's structure (goals/stored-tree.ts). */
    tree: z.string(),
    /** The key counter: keys below it have been handed out (plan-node.ts, planNodeKey); left out of the dashboard's read. */
    seq: z.optional(z.number()),
    /** "Not today": no daily check-in and the next bite waits before this day (write-goals.ts, snoozeGoal). */
    snoozed_until: z.optional(z.string()),
    /** Paused: no check-in and nothing on Today before this day (goals/pauses.ts). */
    paused_until: z.optional(z.string()),
    /** The import that wrote it, until that import is revealed (imports/pending-imports.ts). */
    import_id: z.optional(z.string()),
    /** The goal's pauses, oldest first (goals/pauses.ts). */
    pauses: z.optional(written<DaySpan[]>('object')),
    /** A due date a pause moved, said on Today from `shown_from` (the pause's end) until settled. */
    due_move: z.optional(written<DueMove & { shown_from: string }>('object')),
    pause_rev: z.optional(z.number()),
    done_at: z.optional(z.string()),
    reviewed_progress: z.optional(z.number()),
  }),
});
export type GoalItem = z.infer<typeof goalKind.schema>;
export type StoredDueMove = NonNullable<GoalItem['due_move']>;
