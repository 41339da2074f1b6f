import { queryOptions, useQuery } from '@tanstack/react-query';
import { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function fetchGoal(goalId: string): Promise<Goal> {
  return apiCall('get-goal', { params: { id: goalId }, schema: Goal, fallback: 'Could not load the goal' });
}

export function goalQueryOptions(goalId: string) {
  return queryOptions({ queryKey: queryKeys.goal(goalId), queryFn: () => fetchGoal(goalId) });
}

export function useGoal(goalId: string) {
  return useQuery(goalQueryOptions(goalId));
}
