import { SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import { saveSettings } from '../data/save-settings.ts';
import { http, reply } from '../http/handler.ts';

export const handler = http('update-settings', { body: SettingsBody }, async ({ userId, body }) =>
  reply(200, await saveSettings(userId, body)));
