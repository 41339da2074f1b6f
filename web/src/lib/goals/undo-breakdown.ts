import type { QueryClient } from '@tanstack/react-query';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { announce } from '../a11y/announce.ts';
import { goalChanged } from './goal-cache.ts';
import { showToast } from '../infra/toasts.tsx';
import { undoBreakdownBody } from './undo-breakdown-body.ts';
import { updatePlan } from './update-plan.ts';

/**
 * PUTs the plan as it was before `replacedId` was broken down, at the version the breakdown left
 * (one more than before). A failure says why and changes nothing in the cache. Answers whether
 * the plan is back.
 */
export async function undoBreakdown(queryClient: QueryClient, userId: string, before: Goal, replacedId: string): Promise<boolean> {
  try {
    const saved = await updatePlan({ goal: before, body: undoBreakdownBody(before, replacedId, before.version + 1) });
    goalChanged(queryClient, userId, { saved });
    showToast('success', 'Breakdown undone');
    announce('Breakdown undone');
    return true;
  } catch (error) {
    goalChanged(queryClient, userId);
    showToast('error', error instanceof Error ? error.message : 'Could not undo the breakdown');
    return false;
  }
}
