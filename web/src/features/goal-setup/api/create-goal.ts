import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Goal, type CreateGoalBody } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const SAVE_FAILED = 'Failed to save goal';

export function createGoal(body: CreateGoalBody): Promise<Goal> {
  return apiCall('create-goal', { body, schema: Goal, fallback: SAVE_FAILED });
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: createGoal,
    onSuccess: (goal) => {
      queryClient.setQueryData(queryKeys.goal(goal.id), goal);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboards });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goalLists });
    },
  });
}
