import { queryOptions, useQuery } from '@tanstack/react-query';
import { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import * as z from 'zod/mini';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';

const CHECKINS_LOAD_FAILED = 'Could not load your check-ins';

/** The newest check-ins: a daily round writes one per goal, so this holds the latest round of 10 goals. */
const RECENT_CHECKINS = 10;

const Checkins = z.array(Checkin);

function fetchCheckins(userId: string, limit: number): Promise<Checkin[]> {
  return apiCall('list-checkins', { query: { user_id: userId, limit }, schema: Checkins, fallback: CHECKINS_LOAD_FAILED });
}

function recentCheckinsQueryOptions(userId: string) {
  return queryOptions({ queryKey: queryKeys.recentCheckins(userId), queryFn: () => fetchCheckins(userId, RECENT_CHECKINS) });
}

export function useRecentCheckins(userId: string | undefined) {
  return useQuery({ ...recentCheckinsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
