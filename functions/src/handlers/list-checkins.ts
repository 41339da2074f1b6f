import { CheckinQuery } from '@cakewalk/shared/schemas/checkin.ts';
import { listCheckinItems, toCheckin } from '../data/checkins.ts';
import { http, reply } from '../http/handler.ts';
import { assertSelf } from '../http/ownership.ts';
import { listCheckinsRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(listCheckinsRoute, { query: CheckinQuery }, async ({ userId, query }) => {
  assertSelf(userId, query.user_id);
  return reply(200, (await listCheckinItems(userId, query.limit)).map(toCheckin));
});
