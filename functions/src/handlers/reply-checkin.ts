import { CheckinReplyBody } from '@cakewalk/shared/schemas/checkin.ts';
import { IdParams } from '@cakewalk/shared/schemas/common.ts';
import { getCheckinItem, setReply } from '../data/checkins.ts';
import { createReflection } from '../data/reflections.ts';
import { http, reply } from '../http/handler.ts';
import { replyCheckinRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(replyCheckinRoute, { params: IdParams, body: CheckinReplyBody }, async ({ userId, params, body }) => {
  // Looked up in the caller's own partition: another user's check-in is simply not found.
  const checkin = await getCheckinItem(userId, params.id);
  const reflection = await createReflection(userId, {
    goal_id: checkin.goal_id,
    goal_name: checkin.goal_name,
    content: body.content,
  });
  await setReply(userId, checkin.id, reflection);
  return reply(201, reflection);
});
