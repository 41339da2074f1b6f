import type { QueryClient } from '@tanstack/react-query';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { showToast } from '../infra/toasts.tsx';

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
