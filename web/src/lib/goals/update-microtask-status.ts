import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { StatusResult, type StatusBody } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../infra/api-client.ts';
import { goalChanged } from './goal-cache.ts';
import { queryKeys } from '../infra/query-keys.ts';
import { withMicrotaskResult } from './dashboard-edits.ts';

interface StatusChange {
  id: string;
  status: StatusBody['status'];
}

export function updateMicrotaskStatus({ id, status }: StatusChange): Promise<StatusResult> {
  return apiCall('update-microtask-status', {
    params: { id },
    body: { status },
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
