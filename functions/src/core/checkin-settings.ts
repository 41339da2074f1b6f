import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import { getSettingsItem, setPaused, toSettings } from '../data/settings.ts';

/** The person's check-in settings, or the defaults until they save some. */
export async function getCheckinSettings(userId: string): Promise<Settings> {
  return toSettings(await getSettingsItem(userId));
}

/** Stops or restarts the person's check-ins, keeping their schedule. */
export function setCheckinsPaused(userId: string, paused: boolean): Promise<void> {
  return setPaused(userId, paused);
}
