import type { QueryClient } from '@tanstack/react-query';
import type { Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { announce } from '../a11y/announce.ts';
import { goalChanged } from '../goals/goal-cache.ts';
import { showToast } from '../infra/toasts.tsx';
import { seenOf, statusSaved, updateMicrotaskStatus } from '../goals/update-microtask-status.ts';

/** The bite as it was before the done; a habit's own figures then name the done to take back, so a second Undo takes nothing. */
type UndoneBite = Pick<Microtask, 'id' | 'title' | 'status'> | Pick<Microtask, 'id' | 'title' | 'status' | 'repeat' | 'last_done' | 'period_completions'>;

/**
 * Puts a bite back as it was before it was marked done: a one-off bite gets the status it had,
 * and a habit loses this period's tick (the status route takes it back on `todo` or
 * `in_progress`). It runs outside any component, since the toast with the Undo outlives the row
 * that was ticked; a failure says why and leaves the cache to the refetch. Answers whether the
 * bite is back as it was. `toast: false` when the place that did the done shows the bite back itself.
 */
export async function undoDone(queryClient: QueryClient, userId: string, bite: UndoneBite, { toast = true } = {}): Promise<boolean> {
  const before = bite.status === 'done' ? 'in_progress' : bite.status;
  try {
    statusSaved(queryClient, userId, bite.id, await updateMicrotaskStatus({ id: bite.id, status: before, seen: 'repeat' in bite ? seenOf(bite) : undefined }));
    if (toast) showToast('success', `Undone: “${bite.title}” is back on your list`);
    announce(`Undone: ${bite.title} is back on your list`);
    return true;
  } catch (error) {
    goalChanged(queryClient, userId);
    showToast('error', error instanceof Error ? error.message : 'Could not undo that');
    return false;
  }
}
