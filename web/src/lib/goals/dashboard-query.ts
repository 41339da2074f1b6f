import { queryOptions, useQuery } from '@tanstack/react-query';
import { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { apiCall } from '../infra/api-client.ts';
import { queryKeys } from '../infra/query-keys.ts';

async function fetchDashboard(userId: string): Promise<Dashboard> {
  try {
    return await apiCall('get-dashboard', {
      params: { id: userId },
      schema: Dashboard,
      fallback: 'Could not load your dashboard',
    });
  } catch (error) {
    // Logged for whoever debugs it; the page shows the failure through the query's error state.
    console.error('Loading the dashboard failed', error);
    throw error;
  }
}

/**
 * A page's lazy parts mount after its first answer (Today's lines once the day is known), and each
 * new reader of a stale query fetches again: fresh for a few seconds, one first paint asks once.
 * Every change made here updates or invalidates the cache itself, so nothing waits on this.
 */
const FRESH_MS = 10_000;

function dashboardQueryOptions(userId: string) {
  return queryOptions({ queryKey: queryKeys.dashboard(userId), queryFn: () => fetchDashboard(userId), staleTime: FRESH_MS });
}

export function useDashboard(userId: string | undefined) {
  return useQuery({ ...dashboardQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
