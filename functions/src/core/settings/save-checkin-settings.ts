import type { Settings, SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import { getSettingsItem, setPaused, toSettings } from '../../data/checkins/settings.ts';
import { withTelegramAvailability } from './checkin-settings.ts';
import { writeCheckinSettings } from './write-checkin-settings.ts';
import { setAllGoalsPaused } from '../goals/pause-goal.ts';

// Saving settings through the route: they and their schedule are written as sign-up writes them
// (write-checkin-settings.ts), and the goals pause or wake with them. Kept apart from
// checkin-settings.ts so the route that only reads settings carries none of it.

/** Saves an account's settings (the route's wrapper then confirms the account was not being deleted meanwhile). */
export async function saveCheckinSettings(userId: string, body: SettingsBody, now = new Date()): Promise<Settings> {
  const wasPaused = (await getSettingsItem(userId))?.paused ?? false;
  const saved = await writeCheckinSettings(userId, body, now);
  if (body.paused !== wasPaused) await setAllGoalsPaused(userId, body.paused, now);
  return withTelegramAvailability(toSettings(saved));
}

/**
 * Stops or restarts the person's check-ins, keeping their schedule; their goals pause with them,
 * and their due dates move by the days they were off.
 */
export async function setCheckinsPaused(userId: string, paused: boolean): Promise<void> {
  const wasPaused = (await getSettingsItem(userId))?.paused ?? false;
  await setPaused(userId, paused);
  if (paused !== wasPaused) await setAllGoalsPaused(userId, paused);
}
