import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../infra/api-client.ts';
import { goalChanged } from './goal-cache.ts';

const REST_FAILED = 'Could not change that goal';

function restGoal({ id, resting }: { id: string; resting: boolean }): Promise<Goal> {
  return apiCall('rest-goal', { params: { id }, body: { resting }, schema: Goal, fallback: REST_FAILED });
}

/** "Not today" on a goal, and its Undo: the answer is the goal as it is now, put in place at once. */
export function useRestGoal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restGoal,
    onSuccess: (saved) => goalChanged(queryClient, userId, { saved }),
  });
}
