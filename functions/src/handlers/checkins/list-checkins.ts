import { CheckinQuery } from '@cakewalk/shared/schemas/checkin.ts';
import { listCheckins } from '../../core/checkins/list-checkins.ts';
import { http, reply } from '../../http/handler.ts';
import { assertSelf } from '../../http/ownership.ts';
import { listCheckinsRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(listCheckinsRoute, { query: CheckinQuery }, async ({ userId, query }) => {
  assertSelf(userId, query.user_id);
  return reply(200, await listCheckins(userId, query.limit));
});
