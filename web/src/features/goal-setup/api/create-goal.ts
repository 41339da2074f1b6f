import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Goal, type CreateGoalBody } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { goalChanged } from '../../../lib/goals/goal-cache.ts';

const SAVE_FAILED = 'Failed to save goal';

function createGoal(body: CreateGoalBody): Promise<Goal> {
  return apiCall('create-goal', { body, schema: Goal, fallback: SAVE_FAILED });
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id ?? '';
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: createGoal,
    onSuccess: (saved) => goalChanged(queryClient, userId, { saved }),
  });
}
