import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkin, CheckinReplyResult, WayForwardResult, type CheckinReplyBody, type WayForward } from '@cakewalk/shared/schemas/checkin.ts';
import * as z from 'zod/mini';
import { apiCall } from '../../../lib/api-client.ts';
import { goalChanged } from '../../../lib/goal-cache.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const CHECKINS_LOAD_FAILED = 'Could not load your check-ins';
const REPLY_FAILED = 'Could not send your answer';
const WAY_FORWARD_FAILED = 'Could not change your plan';

const Checkins = z.array(Checkin);

function fetchCheckins(userId: string, limit: number): Promise<Checkin[]> {
  return apiCall('list-checkins', { query: { user_id: userId, limit }, schema: Checkins, fallback: CHECKINS_LOAD_FAILED });
}

/** The dashboard shows the newest check-in only. */
function latestCheckinQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.latestCheckin(userId),
    queryFn: async () => (await fetchCheckins(userId, 1))[0] ?? null,
  });
}

export function useLatestCheckin(userId: string | undefined) {
  return useQuery({ ...latestCheckinQueryOptions(userId ?? ''), enabled: userId !== undefined });
}

function replyToCheckin(id: string, body: CheckinReplyBody): Promise<CheckinReplyResult> {
  return apiCall('reply-checkin', { params: { id }, body, schema: CheckinReplyResult, fallback: REPLY_FAILED });
}

/**
 * The answer holds the reply as a reflection, which the check-in shows at once; the reflection
 * lists refetch, and so does the dashboard, since a reply may mark or break down a step.
 */
export function useReplyToCheckin(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: ({ id, content }: { id: string; content: string }) => replyToCheckin(id, { content }),
    onSuccess: async ({ reflection }, { id }) => {
      queryClient.setQueryData<Checkin | null>(queryKeys.latestCheckin(userId), (checkin) =>
        checkin && checkin.id === id ? { ...checkin, reply: reflection } : checkin);
      goalChanged(queryClient, userId);
      await queryClient.invalidateQueries({ queryKey: queryKeys.reflectionsOf(userId) });
    },
  });
}

function chooseWayForward(id: string, way: WayForward): Promise<WayForwardResult> {
  return apiCall('choose-way-forward', { params: { id }, body: { way }, schema: WayForwardResult, fallback: WAY_FORWARD_FAILED });
}

/** A stalled goal's way forward changes its plan, due date or check-ins: the dashboard refetches. */
export function useChooseWayForward(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: ({ id, way }: { id: string; way: WayForward }) => chooseWayForward(id, way),
    onSuccess: () => goalChanged(queryClient, userId),
  });
}
