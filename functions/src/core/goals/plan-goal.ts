import { GOAL_NEEDS_WORDS, hasWords, type Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalAnswer } from '@cakewalk/shared/schemas/goal-questions.ts';
import { getGoalPlanner, type GoalOptions, type GoalPlanner } from '../../ai/goal-planner.ts';
import { PlannerError } from '../../ai/planner-error.ts';
import { getSettingsItem } from '../../data/checkins/settings.ts';
import { Invalid, ProviderFailed } from '../../domain/errors.ts';
import { spendAiBreakdown } from '../limits/ai-breakdowns.ts';

/**
 * One call to the goal planner for a goal the person describes; nothing is stored. It counts
 * against the AI allowance, and dates in the goal ("by Friday") are read in the user's time
 * zone, UTC until they choose one.
 */
export async function withGoalPlanner<T>(userId: string, goal: string, failure: string, job: (planner: GoalPlanner, options: GoalOptions) => Promise<T>): Promise<T> {
  if (!hasWords(goal)) throw new Invalid(GOAL_NEEDS_WORDS);
  await spendAiBreakdown(userId);
  const settings = await getSettingsItem(userId);
  try {
    return await job(await getGoalPlanner(), { timeZone: settings?.timezone });
  } catch (error) {
    if (error instanceof PlannerError) throw new ProviderFailed(failure);
    throw error;
  }
}

/** A suggested breakdown of a goal, shaped by the answers to the questions asked first. */
export function planGoal(userId: string, goal: string, detail?: number, answers?: readonly GoalAnswer[]): Promise<Breakdown> {
  return withGoalPlanner(userId, goal, 'Failed to generate breakdown', (planner, options) =>
    planner.breakdownGoal(goal, { ...options, detail, ...(answers?.length ? { answers } : {}) }));
}
