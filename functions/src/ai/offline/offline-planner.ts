// The planner that needs no account anywhere: deterministic, a few milliseconds, and the first
// impression a new user gets of Cakewalk.

import type { Breakdown, ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import { clampBreakdown } from '../clamp-breakdown.ts';
import { planSize } from '../plan-size.ts';
import type { CoachContext, CoachKind, DetailOption, GoalOptions, MicrotaskContext, Planner } from '../planner.ts';
import { coachMessage } from './coach-message.ts';
import { planGoal } from './plan-goal.ts';
import { todayIn } from './reading/calendar-day.ts';
import { offlineSteps } from './offline-steps.ts';

export interface OfflinePlannerOptions {
  /** The clock; "by June" is measured from today in the user's time zone. */
  now?: () => Date;
}

export class OfflinePlanner implements Planner {
  readonly #now: () => Date;

  constructor(options: OfflinePlannerOptions = {}) {
    this.#now = options.now ?? (() => new Date());
  }

  async breakdownGoal(text: string, options?: GoalOptions): Promise<Breakdown> {
    const today = todayIn(options?.timeZone, this.#now());
    const plan = planGoal(text, planSize(options?.detail), today);
    return clampBreakdown(plan.raw, { due_date: plan.dueDate, source: 'offline', ...(plan.notice ? { notice: plan.notice } : {}) });
  }

  async breakdownMicrotask(input: MicrotaskContext, options?: DetailOption): Promise<ProposedBite[]> {
    return offlineSteps(input, options);
  }

  async coach(kind: CoachKind, context: CoachContext, tone: Tone): Promise<string> {
    return coachMessage(kind, context, tone);
  }
}
