import { getSettingsItem, toSettings } from '../data/settings.ts';
import { http, reply } from '../http/handler.ts';
import { getSettingsRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(getSettingsRoute, {}, async ({ userId }) => reply(200, toSettings(await getSettingsItem(userId))));
