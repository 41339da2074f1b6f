import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { StatusResult, type StatusBody } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { goalChanged } from '../../../lib/goal-cache.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withMicrotaskResult } from '../model/edit-microtasks.ts';

interface StatusChange {
  id: string;
  status: StatusBody['status'];
}

function updateMicrotaskStatus({ id, status }: StatusChange): Promise<StatusResult> {
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
export function useUpdateMicrotaskStatus(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMicrotaskStatus,
    onSuccess: (result, { id }) => {
      queryClient.setQueryData<Dashboard>(queryKeys.dashboard(userId), (old) => old && withMicrotaskResult(old, id, result));
      goalChanged(queryClient, userId);
    },
  });
}
