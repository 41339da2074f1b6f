import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { spend } from './sliding-window.ts';

const { perUser, windowSeconds } = ABUSE_LIMITS.aiBreakdowns;

/**
 * Counts one AI breakdown (of a goal or of a step) for the user, or refuses with 429 once the
 * hour's allowance is used: a model call costs money, and nothing else bounds how often a
 * script could ask. Counted after the request is checked, before the planner is called.
 */
export async function spendAiBreakdown(userId: string): Promise<void> {
  await spend({ of: 'ai-breakdowns', userId }, { max: perUser, windowSeconds },
    `You have used your ${perUser} AI breakdowns for this hour. Please try again later.`);
}
