// The pieces every offline plan is made of, and what each composer is given.

import type { RawBite, RawBreakdown } from '../../clamp-breakdown.ts';
import type { PlanSize } from '../../plan-size.ts';
import type { GoalClause, GoalReading } from '../reading/read-goal.ts';

export type RawSubgoal = RawBreakdown['subgoals'][number];
export type RawTask = RawSubgoal['tasks'][number];
export type { RawBite };

export interface ClausePlanRequest {
  reading: GoalReading;
  clause: GoalClause;
  size: PlanSize;
  /** How many slices this goal gets (fewer when the text holds two goals). */
  subgoals: number;
}
