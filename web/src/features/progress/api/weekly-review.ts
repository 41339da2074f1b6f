import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { goalChanged } from '../../../lib/goals/goal-cache.ts';
import { updateMicrotaskStatus } from '../../../lib/goals/update-microtask-status.ts';

interface WeeklyReviewSave {
  goalId: string;
  content: string;
  /** The bite picked to start next week, when it is not the goal's current bite already. */
  newFirstBite?: { id: string; replaces: string | undefined };
}

/**
 * Makes the bite picked the goal's current one (the bite it replaces goes back to the plan's
 * order, the picked one is in progress, so Today leads with it), then saves the review as one
 * reflection. In that order a failed save tried again repeats only what is safe to repeat: a
 * status already set, never a second reflection.
 */
async function saveWeeklyReview({ goalId, content, newFirstBite }: WeeklyReviewSave): Promise<Reflection> {
  if (newFirstBite) {
    if (newFirstBite.replaces) await updateMicrotaskStatus({ id: newFirstBite.replaces, status: 'todo' });
    await updateMicrotaskStatus({ id: newFirstBite.id, status: 'in_progress' });
  }
  return apiCall('create-reflection', {
    body: { goal_id: goalId, content },
    schema: Reflection,
    fallback: 'Could not save your review',
  });
}

export function useSaveWeeklyReview(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: saveWeeklyReview,
    onSettled: () => goalChanged(queryClient, userId),
  });
}
