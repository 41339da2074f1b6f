import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Dashboard, Microtask, SeenHabit } from '@cakewalk/shared/schemas/goal.ts';
import { StatusResult, type StatusBody } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../infra/api-client.ts';
import { goalChanged } from './goal-cache.ts';
import { queryKeys } from '../infra/query-keys.ts';
import { withMicrotaskResult } from './dashboard-edits.ts';

interface StatusChange {
  id: string;
  status: StatusBody['status'];
  /** A habit as the person saw it, so a press sent twice counts once (the StatusBody schema says how). */
  seen?: SeenHabit | undefined;
}

/** What a press on a habit says it saw; nothing for a one-off bite, whose status alone is idempotent. */
export const seenOf = (bite: Pick<Microtask, 'repeat' | 'last_done' | 'period_completions'>): SeenHabit | undefined =>
  bite.repeat ? { last_done: bite.last_done, period_completions: bite.period_completions } : undefined;

export function updateMicrotaskStatus({ id, status, seen }: StatusChange): Promise<StatusResult> {
  return apiCall('update-microtask-status', {
    params: { id },
    body: { status, ...(seen && { seen }) },
    schema: StatusResult,
    fallback: 'Could not update the microtask',
  });
}

/**
 * The local data takes the status (and a habit's completions and streak) from the response at once, so the click shows without a wait;
 * the refetch that follows brings in the next current step the server derives (ARCHITECTURE.md,
 * Derived statuses).
 */
export function statusSaved(queryClient: QueryClient, userId: string, id: string, result: StatusResult): void {
  queryClient.setQueryData<Dashboard>(queryKeys.dashboard(userId), (old) => old && withMicrotaskResult(old, id, result));
  goalChanged(queryClient, userId);
}

export function useUpdateMicrotaskStatus(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMicrotaskStatus,
    onSuccess: (result, { id }) => statusSaved(queryClient, userId, id, result),
  });
}
