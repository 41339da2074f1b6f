import { snoozeCheckin as markSnoozed } from '../../data/checkins/delivery.ts';
import { getCheckinItem } from '../../data/checkins/checkins.ts';
import { dueItem, putDue } from '../../data/checkins/schedule.ts';

const SNOOZE_MS = 60 * 60 * 1000;

/**
 * Sends the check-in again in an hour. The schedule item is written first: if marking the
 * check-in fails, the item finds nothing to do. Throws NotFound when the check-in is gone.
 */
export async function snoozeCheckin(userId: string, checkinId: string, now = new Date()): Promise<void> {
  const until = new Date(now.getTime() + SNOOZE_MS).toISOString();
  await getCheckinItem(userId, checkinId);
  await putDue(dueItem('snooze', until, userId, checkinId));
  await markSnoozed(userId, checkinId, until);
}
