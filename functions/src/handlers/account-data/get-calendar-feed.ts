import { getCalendarFeedRoute } from '@cakewalk/shared/routes.ts';
import { CalendarFileParams } from '@cakewalk/shared/schemas/account/account.ts';
import { renderCalendarFeed } from '../../core/account-data/calendar-feed.ts';
import { http, replyFile } from '../../http/handler.ts';

// Calendar apps poll a subscribed feed every few hours at most; private, since the URL is a secret.
const CACHE_CONTROL = 'private, max-age=900';

export const handler = http(getCalendarFeedRoute, { params: CalendarFileParams }, async ({ params }) =>
  replyFile(await renderCalendarFeed(params.file), 'text/calendar; charset=utf-8', { 'cache-control': CACHE_CONTROL }));
