import { getChannelsRoute } from '@cakewalk/shared/routes.ts';
import { channelsAvailable } from '../../core/settings/channels-available.ts';
import { http, reply } from '../../http/handler.ts';

// The answer changes only with the server's configuration, so a browser may keep it a while.
export const handler = http(getChannelsRoute, {}, async () => reply(200, channelsAvailable(), { 'cache-control': 'public, max-age=300' }));
