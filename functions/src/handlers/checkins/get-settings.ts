import { getCheckinSettings } from '../../core/settings/checkin-settings.ts';
import { http, reply } from '../../http/handler.ts';
import { getSettingsRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(getSettingsRoute, {}, async ({ userId }) => reply(200, await getCheckinSettings(userId)));
