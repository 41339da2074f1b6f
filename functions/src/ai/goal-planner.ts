// What every goal planner offers: questions about a goal, and its plan. Each implementation
// returns output already checked against the shared schemas and clamped to their bounds;
// providers/get-goal-planner.ts picks the one this container uses.

import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalAnswer, GoalQuestion } from '@cakewalk/shared/schemas/goal-questions.ts';
import type { DetailOption } from './plan-size.ts';

/** A goal is read relative to today in the user's time zone ("by Friday", "in 3 months"). */
export interface GoalOptions extends DetailOption {
  /** IANA time zone of the user; UTC when absent or unknown. */
  timeZone?: string;
  /** The person's answers to the questions asked first: the date, amount, starting point, time a week and obstacle. */
  answers?: readonly GoalAnswer[];
}

export interface GoalPlanner {
  /** Zero to three questions about what the goal's words leave out. */
  goalQuestions(text: string, options?: GoalOptions): Promise<GoalQuestion[]>;
  breakdownGoal(text: string, options?: GoalOptions): Promise<Breakdown>;
}
