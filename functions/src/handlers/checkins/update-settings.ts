import { SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import { saveCheckinSettings } from '../../core/settings/save-checkin-settings.ts';
import { confirmAccountOpen } from '../../core/accounts/account-closing.ts';
import { http, reply } from '../../http/handler.ts';
import { updateSettingsRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(updateSettingsRoute, { body: SettingsBody, confirmOpen: confirmAccountOpen }, async ({ userId, body }) =>
  reply(200, await saveCheckinSettings(userId, body)));
