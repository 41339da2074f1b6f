import { createCalendarFeedRoute } from '@cakewalk/shared/routes.ts';
import { createCalendarFeed } from '../../core/account-data/calendar-feed.ts';
import { confirmAccountOpen } from '../../core/accounts/account-closing.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(createCalendarFeedRoute, { confirmOpen: confirmAccountOpen }, async ({ userId }) => reply(200, await createCalendarFeed(userId)));
