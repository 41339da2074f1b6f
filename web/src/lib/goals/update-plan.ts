import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Goal, type PlanBody } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../infra/api-client.ts';
import { goalChanged } from './goal-cache.ts';

const PLAN_SAVE_FAILED = 'Could not save the plan';

interface PlanChange {
  goal: Pick<Goal, 'id'>;
  body: PlanBody;
}

export function updatePlan({ goal, body }: PlanChange): Promise<Goal> {
  return apiCall('update-plan', { params: { id: goal.id }, body, schema: Goal, fallback: PLAN_SAVE_FAILED });
}

/** The answer is the whole saved goal, so it replaces the cached one; a failure leaves the cache as it was. */
export function useUpdatePlan(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSuccess: (saved) => goalChanged(queryClient, userId, { saved }),
  });
}
