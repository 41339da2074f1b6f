// What every planner offers and the types it speaks. Providers implement Planner; handlers get
// one from get-planner.ts and never know which provider answers. Every provider returns output
// already checked against the shared schemas and clamped to their bounds, and turns every
// provider failure into a PlannerError.

import type { Breakdown, ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';

export interface MicrotaskContext {
  title: string;
  taskTitle: string;
  goalTitle: string;
}

/** How finely to split: 1 (big steps) to 5 (many small ones); 3 when absent. */
export interface DetailOption {
  detail?: number;
}

/** A goal is read relative to today in the user's time zone ("by Friday", "in 3 months"). */
export interface GoalOptions extends DetailOption {
  /** IANA time zone of the user; UTC when absent or unknown. */
  timeZone?: string;
}

export type CoachKind = 'daily' | 'weekly';

export interface CoachContext {
  userName: string;
  goalTitle: string;
  /** Percent 0-100. */
  progress: number;
  /** Daily: the goal's current microtask title; null once nothing is left. */
  currentStep?: string | null;
  /** Daily: whole days without a bite done, when the goal is stalled (3 or more). */
  stalledDays?: number;
  /** Where the goal stands against its due date; absent without one. */
  pace?: { status: 'on_track' | 'ahead' | 'behind' | 'overdue'; bitesBehind: number; dueDate: string };
  /** Weekly: habit bites with a running streak, e.g. "Meditate: 5 days in a row". */
  streaks?: string[];
  /** Weekly review figures: previousProgress is what the last review reported. */
  previousProgress?: number;
  doneThisWeek?: string[];
  nextSteps?: string[];
}

export interface Planner {
  breakdownGoal(text: string, options?: GoalOptions): Promise<Breakdown>;
  /** 2 to 8 bites that replace the microtask, in order. */
  breakdownMicrotask(input: MicrotaskContext, options?: DetailOption): Promise<ProposedBite[]>;
  coach(kind: CoachKind, context: CoachContext, tone: Tone): Promise<string>;
}

/** Any provider failure; the planner behind it answers instead, and only when both fail is it a 502. */
export class PlannerError extends Error {
  override name = 'PlannerError';
}
