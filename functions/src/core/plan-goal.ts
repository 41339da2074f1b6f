import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import { getPlanner, PlannerError } from '../ai/planner.ts';
import { ProviderFailed } from '../domain/errors.ts';

/** A suggested breakdown of a goal the person describes; nothing is stored. */
export async function planGoal(goal: string, detail?: number): Promise<Breakdown> {
  try {
    const planner = await getPlanner();
    return await planner.breakdownGoal(goal, { detail });
  } catch (error) {
    if (error instanceof PlannerError) throw new ProviderFailed('Failed to generate breakdown');
    throw error;
  }
}
