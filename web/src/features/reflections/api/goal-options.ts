import { useQuery } from '@tanstack/react-query';
import { GoalSummary } from '@cakewalk/shared/schemas/goal.ts';
import * as z from 'zod/mini';
import '@cakewalk/shared/schemas/zod.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';

const GoalSummaries = z.array(GoalSummary);

function fetchGoalOptions(userId: string): Promise<GoalSummary[]> {
  return apiCall('list-goals', {
    query: { user_id: userId },
    schema: GoalSummaries,
    fallback: 'Could not load your goals',
  });
}

/** The goals for the filter and the write form's goal picker. */
export function useGoalOptions(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.goalList(userId ?? ''),
    queryFn: () => fetchGoalOptions(userId ?? ''),
    enabled: userId !== undefined,
  });
}
