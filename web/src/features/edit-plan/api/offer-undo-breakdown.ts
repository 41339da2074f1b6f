import { useQueryClient } from '@tanstack/react-query';
import type { Dashboard, Goal } from '@cakewalk/shared/schemas/goal.ts';
import { announce } from '../../../lib/announce.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { showToast } from '../../../lib/toasts.tsx';
import { undoBreakdownBody } from '../model/undo-breakdown.ts';
import { updatePlan } from './update-plan.ts';

/** The goal holding `microtaskId` as the cache has it now, kept before a breakdown for its Undo. */
export function goalHolding(dashboard: Dashboard | undefined, microtaskId: string): Goal | undefined {
  return dashboard?.goals.find((goal) =>
    goal.subgoals.some((subgoal) => subgoal.tasks.some((task) => task.microtasks.some((m) => m.id === microtaskId))),
  );
}

/**
 * After a breakdown, the success toast offers Undo: it PUTs the plan as it was, at the version the
 * breakdown left (one more than before). It runs outside any component's life, since the toast
 * outlives the card that showed it; a failure says why and changes nothing in the cache.
 */
export function useOfferUndoBreakdown(userId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.dashboard(userId);

  async function undo(before: Goal, replacedId: string) {
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

  /** Call before the breakdown is sent; the answer shows the toast with Undo. */
  return function prepare(microtaskId: string) {
    const before = goalHolding(queryClient.getQueryData<Dashboard>(key), microtaskId);
    return (message: string) =>
      showToast('success', message, before ? { label: 'Undo', onClick: () => void undo(before, microtaskId) } : undefined);
  };
}
