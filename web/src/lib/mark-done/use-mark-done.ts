import { useQueryClient } from '@tanstack/react-query';
import type { Goal, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { announce } from '../announce.ts';
import { celebrate } from '../toasts.tsx';
import { withMicrotaskResult } from '../goals/dashboard-edits.ts';
import { useUpdateMicrotaskStatus } from '../goals/update-microtask-status.ts';
import { celebrationFor } from './celebration.ts';
import { undoDone } from './undo-done.ts';

/**
 * Marking a bite done, wherever it happens (Today, the Next bite card, the board): the status
 * saved, the celebration said and announced, and an Undo for as long as the toast stays (10 s,
 * longer while hovered or focused). `onMarked` gets the celebration's words for the place that
 * shows them too.
 */
export function useMarkDone(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useUpdateMicrotaskStatus(userId);

  function markDone(bite: Microtask, goal: Goal, onMarked?: (words: string) => void): void {
    if (mutation.isPending) return;
    mutation.mutate(
      { id: bite.id, status: 'done' },
      {
        onSuccess: (result) => {
          const after = withMicrotaskResult({ goals: [goal] }, bite.id, result).goals[0] ?? goal;
          const words = celebrationFor(after, bite.id);
          announce(`Marked done. ${words}`);
          celebrate(words, () => void undoDone(queryClient, userId, bite));
          onMarked?.(words);
        },
      },
    );
  }

  return { markDone, pending: mutation.isPending };
}
