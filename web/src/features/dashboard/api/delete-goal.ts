import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ok } from '@cakewalk/shared/schemas/common.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { goalChanged } from '../../../lib/goals/goal-cache.ts';

function deleteGoal(goalId: string): Promise<Ok> {
  return apiCall('delete-goal', { params: { id: goalId }, schema: Ok, fallback: 'Could not delete the goal' });
}

export function useDeleteGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    onSuccess: (_, goalId) => goalChanged(queryClient, userId, { deleted: goalId }),
  });
}
