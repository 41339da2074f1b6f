import { getSettingsItem, toSettings } from '../data/settings.ts';
import { http, reply } from '../http/handler.ts';

export const handler = http('get-settings', {}, async ({ userId }) => reply(200, toSettings(await getSettingsItem(userId))));
