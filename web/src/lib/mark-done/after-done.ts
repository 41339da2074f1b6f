import type { QueryClient } from '@tanstack/react-query';
import type { Goal, Microtask, StatusResult } from '@cakewalk/shared/schemas/goal.ts';
import { announce } from '../announce.ts';
import { celebrate } from '../toasts.tsx';
import { withMicrotaskResult } from '../goals/dashboard-edits.ts';
import { celebrationFor } from './celebration.ts';
import { undoDone } from './undo-done.ts';

interface Done {
  queryClient: QueryClient;
  userId: string;
  /** The bite as it was before it was marked done, for the Undo. */
  bite: Microtask;
  goal: Goal;
  result: StatusResult;
  onMarked: ((words: string) => void) | undefined;
}

/** A bite saved as done: its celebration in words, said aloud, and the toast with Undo. */
export function afterDone({ queryClient, userId, bite, goal, result, onMarked }: Done): void {
  const after = withMicrotaskResult({ goals: [goal] }, bite.id, result).goals[0] ?? goal;
  const words = celebrationFor(after, bite.id);
  announce(`Marked done. ${words}`);
  celebrate(words, () => void undoDone(queryClient, userId, bite));
  onMarked?.(words);
}
