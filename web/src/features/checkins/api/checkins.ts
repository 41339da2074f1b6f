import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkin, type CheckinReplyBody } from '@cakewalk/shared/schemas/checkin.ts';
import { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import * as z from 'zod/mini';
import { apiCall } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const CHECKINS_LOAD_FAILED = 'Could not load your check-ins';
export const REPLY_FAILED = 'Could not send your answer';

const Checkins = z.array(Checkin);

export function fetchCheckins(userId: string, limit: number): Promise<Checkin[]> {
  return apiCall('list-checkins', { query: { user_id: userId, limit }, schema: Checkins, fallback: CHECKINS_LOAD_FAILED });
}

/** The dashboard shows the newest check-in only. */
export function latestCheckinQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.latestCheckin(userId),
    queryFn: async () => (await fetchCheckins(userId, 1))[0] ?? null,
  });
}

export function useLatestCheckin(userId: string | undefined) {
  return useQuery({ ...latestCheckinQueryOptions(userId ?? ''), enabled: userId !== undefined });
}

export function replyToCheckin(id: string, body: CheckinReplyBody): Promise<Reflection> {
  return apiCall('reply-checkin', { params: { id }, body, schema: Reflection, fallback: REPLY_FAILED });
}

/** The answer is a reflection: the check-in shows it at once, and the reflection lists refetch. */
export function useReplyToCheckin(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: ({ id, content }: { id: string; content: string }) => replyToCheckin(id, { content }),
    onSuccess: async (reflection, { id }) => {
      queryClient.setQueryData<Checkin | null>(queryKeys.latestCheckin(userId), (checkin) =>
        checkin && checkin.id === id ? { ...checkin, reply: reflection } : checkin);
      await queryClient.invalidateQueries({ queryKey: queryKeys.reflectionLists });
    },
  });
}
