// The goal planner that needs no account anywhere: deterministic, a few milliseconds, and the
// first impression a new user gets of Cakewalk.

import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { clampBreakdown } from '../clamp-breakdown.ts';
import type { GoalOptions, GoalPlanner } from '../goal-planner.ts';
import { planSize } from '../plan-size.ts';
import { planGoal } from './plan-goal.ts';
import { todayIn } from './reading/calendar-day.ts';

export interface OfflineGoalPlannerOptions {
  /** The clock; "by June" is measured from today in the user's time zone. */
  now?: () => Date;
}

export class OfflineGoalPlanner implements GoalPlanner {
  readonly #now: () => Date;

  constructor(options: OfflineGoalPlannerOptions = {}) {
    this.#now = options.now ?? (() => new Date());
  }

  async breakdownGoal(text: string, options?: GoalOptions): Promise<Breakdown> {
    const today = todayIn(options?.timeZone, this.#now());
    const plan = planGoal(text, planSize(options?.detail), today);
    return clampBreakdown(plan.raw, { due_date: plan.dueDate, source: 'offline', ...(plan.notice ? { notice: plan.notice } : {}) });
  }
}
