import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Dashboard, Goal } from '@cakewalk/shared/schemas/goal.ts';
import { queryKeys } from '../query-keys.ts';
import { showToast } from '../toasts.tsx';

/** The goal holding `microtaskId` as the cache has it now, kept before a breakdown for its Undo. */
function goalHolding(dashboard: Dashboard | undefined, microtaskId: string): Goal | undefined {
  return dashboard?.goals.find((goal) =>
    goal.subgoals.some((subgoal) => subgoal.tasks.some((task) => task.microtasks.some((m) => m.id === microtaskId))),
  );
}

/**
 * Undoes a breakdown (undo-breakdown.ts) outside any component's life, since the toast or answer
 * that offers it outlives what was broken down; its code loads only when used, so a page's first
 * load stays within its budget. Answers whether the plan is back.
 */
export function undoBreakdownLater(queryClient: QueryClient, userId: string, before: Goal, replacedId: string): Promise<boolean> {
  return import('./undo-breakdown.ts')
    .then(({ undoBreakdown }) => undoBreakdown(queryClient, userId, before, replacedId))
    .catch(() => {
      showToast('error', 'Could not undo the breakdown');
      return false;
    });
}

/** The success toast of a breakdown, with Undo back to `before`, the goal as it was. */
export function toastBreakdownDone(queryClient: QueryClient, userId: string, before: Goal | undefined, replacedId: string, message: string) {
  const undo = before && { label: 'Undo', onClick: () => void undoBreakdownLater(queryClient, userId, before, replacedId) };
  showToast('success', message, undo);
}

/** After a breakdown, the success toast offers Undo. */
export function useOfferUndoBreakdown(userId: string) {
  const queryClient = useQueryClient();

  /** Call before the breakdown is sent; the answer shows the toast with Undo. */
  return function prepare(microtaskId: string) {
    const before = goalHolding(queryClient.getQueryData<Dashboard>(queryKeys.dashboard(userId)), microtaskId);
    return (message: string) => toastBreakdownDone(queryClient, userId, before, microtaskId, message);
  };
}
