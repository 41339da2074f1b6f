import { useQueryClient } from '@tanstack/react-query';
import type { Goal, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { seenOf, useUpdateMicrotaskStatus } from '../goals/update-microtask-status.ts';
import type { AfterDoneOptions } from './after-done.ts';

/**
 * Marking a bite done, wherever it happens (Today, the Next bite card, the board): the status
 * saved, then the celebration said and announced, with an Undo: in a toast for as long as it stays
 * (10 s, longer while hovered or focused), or in the place that did it when that place shows it
 * (`options.show`). What follows the save loads with the first done, off the page's first load.
 */
export function useMarkDone(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useUpdateMicrotaskStatus(userId);

  function markDone(bite: Microtask, goal: Goal, options: AfterDoneOptions = {}): void {
    if (mutation.isPending) return;
    mutation.mutate(
      { id: bite.id, status: 'done', seen: seenOf(bite) },
      {
        onSuccess: (result) =>
          void import('./after-done.ts').then(({ afterDone }) => afterDone({ queryClient, userId, bite, goal, result }, options)),
      },
    );
  }

  return { markDone, pending: mutation.isPending };
}
