import type { IfThen, Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Status, Tone } from '@cakewalk/shared/schemas/common.ts';
import type { DaySpan, DueMove } from '@cakewalk/shared/schemas/progress.ts';
import type { NodeContent } from './stored-tree.ts';

// What the goal items hold in the table. Only leaves' stored statuses matter: the status of a
// node with children is derived on read.

export interface GoalItem {
  pk: string;
  sk: string;
  title: string;
  description: string;
  due_date: string | null;
  tone: Tone;
  created_at: string;
  /** The person's plan for what gets in the way; absent on goals from before it, as null. */
  if_then?: IfThen | null;
  /** Counts the plan's edits, from 1. */
  version: number;
  /** The plan's structure (stored-tree.ts). */
  tree: string;
  /** The key counter: keys below it have been handed out (keys.ts, planNodeKey). */
  seq: number;
  /** "Not today": no daily check-in and the next bite waits before this day (write-goals.ts, snoozeGoal). */
  snoozed_until?: string;
  /** Paused: no check-in and nothing on Today before this day (pauses.ts, written by core/goals/pause-goal.ts). */
  paused_until?: string;
  /** The import that wrote it, until that import is revealed (imports/pending-imports.ts). */
  import_id?: string;
  /** The goal's pauses, oldest first (goals/pauses.ts). */
  pauses?: DaySpan[];
  /** A due date a pause moved, until it is said and settled. */
  due_move?: StoredDueMove;
}

/** A due date a pause moved, said on Today from `shown_from` (the pause's end) until settled. */
export interface StoredDueMove extends DueMove {
  shown_from: string;
}

export interface NodeItem {
  pk: string;
  sk: string;
  title: string;
  status: Status;
  repeat?: Repeat | null;
  minutes?: number;
  /** Renamed content by revision; the goal's tree says which one is committed. */
  revs?: Record<string, NodeContent>;
  /** Set once a bite has had a repeat in any revision: its status route then reads before it writes. */
  habit?: boolean;
  /** A habit bite's completions, one entry each (habit-periods.ts). */
  periods?: Set<string>;
  /** When a microtask was last marked done (for the weekly review). */
  done_at?: string;
}

export type StoredItem = GoalItem | NodeItem;
