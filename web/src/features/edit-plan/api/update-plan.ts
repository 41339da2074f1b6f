import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Goal, type Dashboard, type PlanBody } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const PLAN_SAVE_FAILED = 'Could not save the plan';

interface PlanChange {
  goalId: string;
  body: PlanBody;
}

export function updatePlan({ goalId, body }: PlanChange): Promise<Goal> {
  return apiCall('update-plan', { params: { id: goalId }, body, schema: Goal, fallback: PLAN_SAVE_FAILED });
}

/** The answer is the whole saved goal, so it replaces the cached one; a failure leaves the cache as it was. */
export function useUpdatePlan(userId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.dashboard(userId);
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: (saved) => {
      queryClient.setQueryData<Dashboard>(
        key,
        (old) => old && { goals: old.goals.map((goal) => (goal.id === saved.id ? saved : goal)) },
      );
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goalLists });
    },
  });
}
