import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { spend } from './sliding-window.ts';

const { perAddress, windowSeconds } = ABUSE_LIMITS.tryPlans;

/**
 * Counts one question round or plan asked for on the landing page, or refuses with 429 once the
 * address's hour is used: the routes are public, and a model call costs money whoever asks.
 * Only the address is counted; nothing the visitor typed is kept.
 */
export async function spendTryPlan(address: string): Promise<void> {
  await spend({ of: 'try-plans', address }, { max: perAddress, windowSeconds },
    `You have tried ${perAddress} plans from here this hour. Make a free account to keep planning, or try again later.`);
}
