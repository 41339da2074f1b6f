import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { Ok } from '@cakewalk/shared/schemas/common.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withoutGoal } from '../model/edit-microtasks.ts';

export function deleteGoal(goalId: string): Promise<Ok> {
  return apiCall('delete-goal', { params: { id: goalId }, schema: Ok, fallback: 'Could not delete the goal' });
}

export function useDeleteGoal(userId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.dashboard(userId);
  return useMutation({
    mutationFn: deleteGoal,
    onSuccess: (_, goalId) => {
      queryClient.setQueryData<Dashboard>(key, (old) => old && withoutGoal(old, goalId));
      queryClient.removeQueries({ queryKey: queryKeys.goal(goalId) });
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goalLists });
    },
  });
}
