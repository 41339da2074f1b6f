import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Goal, type UpdateGoalBody } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../infra/api-client.ts';
import { useCurrentUser } from '../infra/current-user.ts';
import { goalChanged } from './goal-cache.ts';

const UPDATE_FAILED = 'Update failed';

interface GoalUpdate {
  id: string;
  body: UpdateGoalBody;
}

export function updateGoal({ id, body }: GoalUpdate): Promise<Goal> {
  return apiCall('update-goal', { params: { id }, body, schema: Goal, fallback: UPDATE_FAILED });
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id ?? '';
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: updateGoal,
    onSuccess: (saved) => goalChanged(queryClient, userId, { saved }),
  });
}
