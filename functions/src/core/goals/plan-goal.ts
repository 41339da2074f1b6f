import { GOAL_NEEDS_WORDS, hasWords, type Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { getPlanner } from '../../ai/get-planner.ts';
import { PlannerError } from '../../ai/planner.ts';
import { getSettingsItem } from '../../data/checkins/settings.ts';
import { Invalid, ProviderFailed } from '../../domain/errors.ts';
import { spendAiBreakdown } from '../limits/ai-breakdowns.ts';

/**
 * A suggested breakdown of a goal the person describes; nothing is stored. Dates in the goal
 * ("by Friday") are read in the user's time zone, UTC until they choose one.
 */
export async function planGoal(userId: string, goal: string, detail?: number): Promise<Breakdown> {
  if (!hasWords(goal)) throw new Invalid(GOAL_NEEDS_WORDS);
  await spendAiBreakdown(userId);
  const settings = await getSettingsItem(userId);
  try {
    const planner = await getPlanner();
    return await planner.breakdownGoal(goal, { detail, timeZone: settings?.timezone });
  } catch (error) {
    if (error instanceof PlannerError) throw new ProviderFailed('Failed to generate breakdown');
    throw error;
  }
}
