import { useQueryClient } from '@tanstack/react-query';
import type { Dashboard, Goal } from '@cakewalk/shared/schemas/goal.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { showToast } from '../../../lib/toasts.tsx';

/** The goal holding `microtaskId` as the cache has it now, kept before a breakdown for its Undo. */
function goalHolding(dashboard: Dashboard | undefined, microtaskId: string): Goal | undefined {
  return dashboard?.goals.find((goal) =>
    goal.subgoals.some((subgoal) => subgoal.tasks.some((task) => task.microtasks.some((m) => m.id === microtaskId))),
  );
}

/**
 * After a breakdown, the success toast offers Undo. The undo runs outside any component's life,
 * since the toast outlives the card that showed it, and loads only when used, so the dashboard's
 * first load stays within its budget.
 */
export function useOfferUndoBreakdown(userId: string) {
  const queryClient = useQueryClient();

  function undo(before: Goal, replacedId: string) {
    void import('./undo-breakdown.ts')
      .then(({ undoBreakdown }) => undoBreakdown(queryClient, userId, before, replacedId))
      .catch(() => showToast('error', 'Could not undo the breakdown'));
  }

  /** Call before the breakdown is sent; the answer shows the toast with Undo. */
  return function prepare(microtaskId: string) {
    const before = goalHolding(queryClient.getQueryData<Dashboard>(queryKeys.dashboard(userId)), microtaskId);
    return (message: string) =>
      showToast('success', message, before ? { label: 'Undo', onClick: () => undo(before, microtaskId) } : undefined);
  };
}
