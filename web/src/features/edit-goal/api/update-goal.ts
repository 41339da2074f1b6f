import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Goal, type UpdateGoalBody } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

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
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: updateGoal,
    onSuccess: (goal) => {
      queryClient.setQueryData(queryKeys.goal(goal.id), goal);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboards });
      void queryClient.invalidateQueries({ queryKey: queryKeys.goalLists });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reflectionLists });
    },
  });
}
