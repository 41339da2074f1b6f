import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MicrotaskBreakdownBody } from '@cakewalk/shared/schemas/breakdown.ts';
import { MicrotaskBreakdownResult, type Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { goalChanged } from '../../../lib/goals/goal-cache.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';
import { withMicrotaskReplaced } from '../../../lib/goals/dashboard-edits.ts';

const BREAKDOWN_FAILED = 'Breakdown failed';

function breakdownMicrotask(body: MicrotaskBreakdownBody): Promise<MicrotaskBreakdownResult> {
  return apiCall('breakdown-microtask', { body, schema: MicrotaskBreakdownResult, fallback: BREAKDOWN_FAILED });
}

export function useBreakdownMicrotask(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: breakdownMicrotask,
    onSuccess: ({ microtasks }, { microtaskId }) => {
      queryClient.setQueryData<Dashboard>(queryKeys.dashboard(userId), (old) => old && withMicrotaskReplaced(old, microtaskId, microtasks));
      goalChanged(queryClient, userId);
    },
  });
}
