import { revokeCalendarFeedRoute } from '@cakewalk/shared/routes.ts';
import { revokeCalendarFeed } from '../../core/account-data/calendar-feed.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(revokeCalendarFeedRoute, {}, async ({ userId }) => {
  await revokeCalendarFeed(userId);
  return reply(200, { ok: true });
});
