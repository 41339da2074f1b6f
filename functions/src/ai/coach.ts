// Write a coach message: what every coach offers, and the one this container uses. Without a key,
// the templates (src/words/checkins/check-ins.json); with one, the model with the templates as its
// fallback. A check-in must go out, so the coach never fails. The check-in job carries only this,
// never a planner.

import type { IfThen } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { PaceStatus } from '@cakewalk/shared/schemas/goal.ts';
import { modelProvider } from './model-provider.ts';
import { templateCoach as unbudgeted } from './offline/template-coach.ts';
import { budgeted } from './time-budget.ts';
import { orFallback } from './with-fallback.ts';

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

const templateCoach = budgeted(unbudgeted);

const model = modelProvider(async (options) => new (await import('./openai/openai-coach.ts')).OpenAICoach(options));

/** The coach for this container; while the key cannot be read, the templates, and the key is read again next time. */
export function getCoach(): Promise<Coach> {
  return orFallback(async () => (await model()) ?? templateCoach, async () => templateCoach);
}
