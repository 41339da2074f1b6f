import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import { getSettingsItem, toSettings } from '../../data/checkins/settings.ts';
import { channelsAvailable } from './channels-available.ts';

/** The settings as the person's page shows them, with whether a Telegram bot can be linked here. */
export function withTelegramAvailability(settings: Settings): Settings {
  return { ...settings, ...channelsAvailable() };
}

/** The person's check-in settings, or the defaults until they save some. */
export async function getCheckinSettings(userId: string): Promise<Settings> {
  return withTelegramAvailability(toSettings(await getSettingsItem(userId)));
}
