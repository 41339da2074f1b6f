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

function dashboardQueryOptions(userId: string) {
  return queryOptions({ queryKey: queryKeys.dashboard(userId), queryFn: () => fetchDashboard(userId) });
}

export function useDashboard(userId: string | undefined) {
  return useQuery({ ...dashboardQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
