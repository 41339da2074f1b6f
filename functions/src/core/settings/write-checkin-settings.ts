import type { SettingsBody } from '@cakewalk/shared/schemas/settings.ts';
import { deleteDue, dueItem, putDue } from '../../data/checkins/schedule.ts';
import { getSettingsItem, removeSettings, writeSettings, type SettingsItem } from '../../data/checkins/settings.ts';
import { nextDaily, nextWeekly } from '../checkins/schedule-times.ts';

// Writing settings and their schedule, apart from saving them through the route (which also
// pauses goals): sign-up writes its first settings here and carries none of the goals' code.

/**
 * Keeps the due time already scheduled when the time it was made from has not changed, so
 * saving unrelated settings (or pausing) never skips or repeats a check-in.
 */
function nextDue(old: SettingsItem | undefined, body: SettingsBody, now: Date) {
  const sameDaily = old?.daily_due && old.timezone === body.timezone && old.checkin_time === body.checkin_time;
  const sameWeekly = old?.weekly_due && old.timezone === body.timezone
    && old.weekly_day === body.weekly_day && old.weekly_time === body.weekly_time;
  return {
    daily: sameDaily ? old.daily_due! : nextDaily(body, now).toISOString(),
    weekly: sameWeekly ? old.weekly_due! : nextWeekly(body, now).toISOString(),
  };
}

/**
 * The new schedule items are written before the settings point at them and the old ones are
 * removed after, so a failure half-way leaves at worst a stale item, which the job drops.
 * Without the account check: for a sign-up, whose account is made after its settings.
 */
export async function writeCheckinSettings(userId: string, body: SettingsBody, now = new Date()): Promise<SettingsItem> {
  const old = await getSettingsItem(userId);
  const due = nextDue(old, body, now);
  if (due.daily !== old?.daily_due) await putDue(dueItem('daily', due.daily, userId));
  if (due.weekly !== old?.weekly_due) await putDue(dueItem('weekly', due.weekly, userId));
  const fields = {
    ...body,
    quiet_start: body.quiet_start ?? null,
    quiet_end: body.quiet_end ?? null,
    daily_due: due.daily,
    weekly_due: due.weekly,
  };
  const saved = await writeSettings(userId, fields);
  if (old?.daily_due && old.daily_due !== due.daily) await deleteDue(dueItem('daily', old.daily_due, userId));
  if (old?.weekly_due && old.weekly_due !== due.weekly) await deleteDue(dueItem('weekly', old.weekly_due, userId));
  return saved;
}

/** Takes back the settings saved for a sign-up that did not go through. */
export function discardCheckinSettings(userId: string): Promise<void> {
  return removeSettings(userId);
}
