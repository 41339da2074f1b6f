import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProgressPage } from '@cakewalk/shared/schemas/progress.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';

const PROGRESS_LOAD_FAILED = 'Could not load your progress';

function progressQuery(userId: string, goalId: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.progress(userId, goalId),
    queryFn: () =>
      apiCall('get-progress', { query: { goal_id: goalId }, schema: ProgressPage, fallback: PROGRESS_LOAD_FAILED }),
  });
}

/** The progress of every goal, or of one (`goalId`), as the server works it out for the person's day. */
export function useProgress(userId: string | undefined, goalId?: string) {
  return useQuery({ ...progressQuery(userId ?? '', goalId), enabled: userId !== undefined });
}
