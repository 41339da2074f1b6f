import type { Repeat } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Status, Tone } from '@cakewalk/shared/schemas/common.ts';

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
  /** Counts the plan's edits; goals saved before it existed are at 1. */
  version?: number;
}

export interface NodeItem {
  pk: string;
  sk: string;
  title: string;
  status: Status;
  /** Set on the steps that replace a broken-down microtask; hidden while that one still exists. */
  replaces?: string;
  repeat?: Repeat | null;
  minutes?: number;
  /** When a microtask was last marked done (for the weekly review). */
  done_at?: string;
}

export type StoredItem = GoalItem | NodeItem;
