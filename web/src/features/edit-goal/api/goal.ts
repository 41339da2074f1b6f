import { queryOptions, useQuery } from '@tanstack/react-query';
import { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { useCurrentUser } from '../../../lib/infra/current-user.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';

function fetchGoal(goalId: string): Promise<Goal> {
  return apiCall('get-goal', { params: { id: goalId }, schema: Goal, fallback: 'Could not load the goal' });
}

function goalQueryOptions(userId: string, goalId: string) {
  return queryOptions({ queryKey: queryKeys.goal(userId, goalId), queryFn: () => fetchGoal(goalId) });
}

export function useGoal(goalId: string) {
  const userId = useCurrentUser().data?.id;
  return useQuery({ ...goalQueryOptions(userId ?? '', goalId), enabled: userId !== undefined });
}
