import type { QueryClient } from '@tanstack/react-query';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { announce } from '../../../lib/announce.ts';
import { goalChanged } from '../../../lib/goal-cache.ts';
import { showToast } from '../../../lib/toasts.tsx';
import { undoBreakdownBody } from '../model/undo-breakdown.ts';
import { updatePlan } from './update-plan.ts';

/**
 * PUTs the plan as it was before `replacedId` was broken down, at the version the breakdown left
 * (one more than before). A failure says why and changes nothing in the cache.
 */
export async function undoBreakdown(queryClient: QueryClient, userId: string, before: Goal, replacedId: string) {
  try {
    const saved = await updatePlan({ goal: before, body: undoBreakdownBody(before, replacedId, before.version + 1) });
    goalChanged(queryClient, userId, { saved });
    showToast('success', 'Breakdown undone');
    announce('Breakdown undone');
  } catch (error) {
    goalChanged(queryClient, userId);
    showToast('error', error instanceof Error ? error.message : 'Could not undo the breakdown');
  }
}
