import type { QueryClient } from '@tanstack/react-query';
import type { Dashboard, Goal } from '@cakewalk/shared/schemas/goal.ts';
import { announce } from '../../../lib/announce.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { showToast } from '../../../lib/toasts.tsx';
import { undoBreakdownBody } from '../model/undo-breakdown.ts';
import { updatePlan } from './update-plan.ts';

/**
 * PUTs the plan as it was before `replacedId` was broken down, at the version the breakdown left
 * (one more than before). A failure says why and changes nothing in the cache.
 */
export async function undoBreakdown(queryClient: QueryClient, userId: string, before: Goal, replacedId: string) {
  const key = queryKeys.dashboard(userId);
  try {
    const saved = await updatePlan({
      goalId: before.id,
      body: undoBreakdownBody(before, replacedId, before.version + 1),
    });
    queryClient.setQueryData<Dashboard>(
      key,
      (old) => old && { goals: old.goals.map((goal) => (goal.id === saved.id ? saved : goal)) },
    );
    showToast('success', 'Breakdown undone');
    announce('Breakdown undone');
  } catch (error) {
    showToast('error', error instanceof Error ? error.message : 'Could not undo the breakdown');
  } finally {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
