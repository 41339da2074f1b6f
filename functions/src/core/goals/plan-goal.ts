import { GOAL_NEEDS_WORDS, hasWords, type Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalAnswer } from '@cakewalk/shared/schemas/goal-questions.ts';
import type { GoalOptions, GoalPlanner } from '../../ai/goal-planner.ts';
import { getGoalPlanner } from '../../ai/providers/get-goal-planner.ts';
import { PlannerError } from '../../ai/planner-error.ts';
import { getSettingsItem } from '../../data/checkins/settings.ts';
import { Invalid, ProviderFailed } from '../../domain/errors.ts';
import { spendAiBreakdown } from '../limits/ai-breakdowns.ts';
import { spendTryPlan } from '../limits/try-plans.ts';

/** Who asks for a plan: a signed-in person, or a visitor on the landing page known only by address. */
export type PlanAsker = { userId: string } | { visitorAddress: string };

/**
 * A person's use counts against their AI allowance, and dates in the goal ("by Friday") are read
 * in their time zone, UTC until they choose one. A visitor's counts against their address, in
 * UTC, and nothing about them is read or written beyond that count.
 */
async function spendFor(asker: PlanAsker): Promise<GoalOptions> {
  if ('visitorAddress' in asker) {
    await spendTryPlan(asker.visitorAddress);
    return {};
  }
  await spendAiBreakdown(asker.userId);
  return { timeZone: (await getSettingsItem(asker.userId))?.timezone };
}

/** One call to the goal planner for a goal the person describes; nothing is stored. */
export async function withGoalPlanner<T>(asker: PlanAsker, goal: string, failure: string, job: (planner: GoalPlanner, options: GoalOptions) => Promise<T>): Promise<T> {
  if (!hasWords(goal)) throw new Invalid(GOAL_NEEDS_WORDS);
  const options = await spendFor(asker);
  try {
    return await job(await getGoalPlanner(), options);
  } catch (error) {
    if (error instanceof PlannerError) throw new ProviderFailed(failure);
    throw error;
  }
}

/** A suggested breakdown of a goal, shaped by the answers to the questions asked first. */
export function planGoal(asker: PlanAsker, goal: string, detail?: number, answers?: readonly GoalAnswer[]): Promise<Breakdown> {
  return withGoalPlanner(asker, goal, 'Failed to generate breakdown', (planner, options) =>
    planner.breakdownGoal(goal, { ...options, detail, ...(answers?.length ? { answers } : {}) }));
}
