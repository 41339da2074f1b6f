import { getProfile, markClosing, releaseEmail, removeGoals, removeProfile, removeTheRest } from '../data/account-removal.ts';
import { removeFeed } from '../data/calendar-feeds.ts';
import { outboxKeysOf } from '../data/checkin-delivery.ts';
import { CHECKIN_PREFIX, telegramChatKey, type Key } from '../data/keys.ts';
import { dueItem } from '../data/schedule.ts';
import { getSettingsItem } from '../data/settings.ts';
import { deleteAll, remove } from '../data/store.ts';
import { findCredentials } from '../data/users.ts';
import { pagesOf } from '../data/user-partition.ts';
import { NotFound } from '../domain/errors.ts';
import { assertPassword } from './password-check.ts';

/** What lives outside the user's partition: the Telegram chat link and the check-in schedule. */
async function removeOutsideItems(userId: string): Promise<void> {
  const settings = await getSettingsItem(userId);
  if (settings?.telegram_chat_id !== undefined) {
    await remove({
      Key: telegramChatKey(settings.telegram_chat_id),
      ConditionExpression: 'user_id = :user',
      ExpressionAttributeValues: { ':user': userId },
    });
  }
  const due: Key[] = [];
  if (settings?.daily_due) due.push(dueItem('daily', settings.daily_due, userId));
  if (settings?.weekly_due) due.push(dueItem('weekly', settings.weekly_due, userId));
  await deleteAll(due);
  for await (const page of pagesOf<{ id: string; snoozed_until?: string }>(userId, CHECKIN_PREFIX, ['pk', 'sk', 'id', 'snoozed_until'])) {
    await deleteAll(page.flatMap((checkin) => [
      ...outboxKeysOf(userId, checkin.id),
      ...(checkin.snoozed_until ? [dueItem('snooze', checkin.snoozed_until, userId, checkin.id)] : []),
    ]));
  }
}

/**
 * Deletes the account and everything of it. The password is checked first; then the account
 * is marked closing and its email released, so no one signs in to a half-deleted account and
 * the address can sign up again at once. Each later step deletes what is left of one kind, in
 * pages, and the profile goes last: a request that stops half-way is finished by the next one
 * (the caller's token works until the profile is gone, and a closing account whose email is
 * already released needs no password).
 */
export async function deleteAccount(userId: string, password: string): Promise<void> {
  const profile = await getProfile(userId);
  if (!profile) throw new NotFound('Account');
  const claim = await findCredentials(profile.email);
  if (!profile.closing_at || claim?.user_id === userId) await assertPassword(userId, profile.email, password);
  await markClosing(userId);
  await releaseEmail(userId, profile.email);
  await removeFeed(userId);
  await removeOutsideItems(userId);
  await removeGoals(userId);
  await removeTheRest(userId);
  await removeProfile(userId);
}
