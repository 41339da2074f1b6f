// What every coach offers: a check-in's message from what the round knows. providers/get-coach.ts
// picks the one this container uses.

import type { IfThen } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { PaceStatus } from '@cakewalk/shared/schemas/goal.ts';

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
  /** Daily, stalled: the person's own plan for what gets in the way, which the check-in names. */
  ifThen?: IfThen;
  /** Where the goal stands against its due date, said as people say it ("1 Mar"); absent without one. */
  pace?: { status: Exclude<PaceStatus, 'no_due_date'>; bitesBehind: number; dueDate: string };
  /** Weekly: habit bites with a running streak, e.g. "Meditate: 5 days in a row". */
  streaks?: string[];
  /** Weekly review figures: previousProgress is what the last review reported. */
  previousProgress?: number;
  doneThisWeek?: string[];
  nextSteps?: string[];
}

export interface Coach {
  coach(kind: CoachKind, context: CoachContext, tone: Tone): Promise<string>;
}
