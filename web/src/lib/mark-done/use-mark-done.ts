import { useQueryClient } from '@tanstack/react-query';
import type { Goal, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { seenOf, useUpdateMicrotaskStatus } from '../goals/update-microtask-status.ts';

/**
 * Marking a bite done, wherever it happens (Today, the Next bite card, the board): the status
 * saved, then the celebration said and announced, with an Undo for as long as the toast stays
 * (10 s, longer while hovered or focused). `onMarked` gets the celebration's words for the place
 * that shows them too; `onUndone` runs once an Undo has put the bite back. What follows the save loads with the first done, off the page's first load.
 */
export function useMarkDone(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useUpdateMicrotaskStatus(userId);

  function markDone(bite: Microtask, goal: Goal, onMarked?: (words: string) => void, onUndone?: () => void): void {
    if (mutation.isPending) return;
    mutation.mutate(
      { id: bite.id, status: 'done', seen: seenOf(bite) },
      {
        onSuccess: (result) =>
          void import('./after-done.ts').then(({ afterDone }) => afterDone({ queryClient, userId, bite, goal, result, onMarked, onUndone })),
      },
    );
  }

  return { markDone, pending: mutation.isPending };
}
