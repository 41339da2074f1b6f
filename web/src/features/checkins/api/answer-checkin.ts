import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckinReplyResult, WayForwardResult, type Checkin, type CheckinReplyBody, type WayForward } from '@cakewalk/shared/schemas/checkin.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { goalChanged } from '../../../lib/goals/goal-cache.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';

// Answering a check-in, apart from reading them (checkins.ts): the card that answers loads only
// when a check-in is shown.

const REPLY_FAILED = 'Could not send your answer';
const WAY_FORWARD_FAILED = 'Could not change your plan';

function replyToCheckin(id: string, body: CheckinReplyBody): Promise<CheckinReplyResult> {
  return apiCall('reply-checkin', { params: { id }, body, schema: CheckinReplyResult, fallback: REPLY_FAILED });
}

/**
 * The answer holds the reply as a reflection, which the check-in shows at once; the reflection
 * lists refetch, and so does every goal, since a reply may mark, break down or snooze a step.
 */
export function useReplyToCheckin(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorShownInForm: true },
    mutationFn: ({ id, content }: { id: string; content: string }) => replyToCheckin(id, { content }),
    onSuccess: async ({ reflection }, { id }) => {
      queryClient.setQueryData<Checkin[]>(queryKeys.recentCheckins(userId), (checkins) =>
        checkins?.map((checkin) => (checkin.id === id ? { ...checkin, reply: reflection } : checkin)));
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
