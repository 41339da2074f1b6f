import { CHECKIN_PREFIX, GOAL_PREFIX, emailKey, outboxKey, profileKind, readItem, type ProfileItem, profileKey, pushOutboxKey, type Key } from '../keys.ts';
import { dueItem } from '../checkins/schedule.ts';
import { getSettingsItem } from '../checkins/settings.ts';
import { deleteAll, get, remove, update } from '../store.ts';
import { removeLinkCodesOf } from '../telegram/link-codes.ts';
import { unlinkChat } from '../telegram/chats.ts';
import { removeMailTokensOf } from './mail-tokens.ts';
import { tokenVersionChanged } from './sessions.ts';
import { pagesOf } from '../user-partition.ts';
import { goalIdsOf, removeGoalItems } from '../goals/remove-goal.ts';

// Deleting an account, in steps that can each be run again: a retry after a crash finds what
// is left and removes it.

/** What a deletion reads of the profile: its address, and whether a deletion has begun. */
export async function getProfile(userId: string): Promise<ProfileItem | undefined> {
  const item = await get(profileKey(userId), ['email', 'closing_at']);
  return item && readItem(profileKind, item);
}

export async function markClosing(userId: string): Promise<void> {
  await update({
    Key: profileKey(userId),
    UpdateExpression: 'SET closing_at = if_not_exists(closing_at, :now)',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':now': new Date().toISOString() },
  });
}

/** Frees the address for a new sign-up, unless it already belongs to someone else. */
export async function releaseEmail(userId: string, email: string): Promise<void> {
  await remove({ Key: emailKey(email), ConditionExpression: 'user_id = :user', ExpressionAttributeValues: { ':user': userId } });
}

/**
 * What lives outside the user's partition: the Telegram chat link (if the chat is still theirs),
 * the link codes and emailed links they asked for, the check-in schedule, and the outbox pointers (Telegram, push) and snoozes of their check-ins.
 * A round's email in the email outbox settles itself: its round is gone, so it sends nothing.
 */
export async function removeOutsideItems(userId: string): Promise<void> {
  const settings = await getSettingsItem(userId);
  if (settings?.telegram_chat_id !== undefined) await unlinkChat(settings.telegram_chat_id, userId);
  await Promise.all([removeLinkCodesOf(userId), removeMailTokensOf(userId)]);
  const due: Key[] = [];
  if (settings?.daily_due) due.push(dueItem('daily', settings.daily_due, userId));
  if (settings?.weekly_due) due.push(dueItem('weekly', settings.weekly_due, userId));
  await deleteAll(due);
  for await (const page of pagesOf<{ id: string; snoozed_until?: string }>(userId, CHECKIN_PREFIX, ['pk', 'sk', 'id', 'snoozed_until'])) {
    await deleteAll(page.flatMap((checkin) => [
      outboxKey(userId, checkin.id),
      pushOutboxKey(userId, checkin.id),
      ...(checkin.snoozed_until ? [dueItem('snooze', checkin.snoozed_until, userId, checkin.id)] : []),
    ]));
  }
}

/**
 * Every goal, as a goal is deleted (remove-goal.ts): its own item first, so it vanishes whole for
 * every reader before its children follow.
 */
export async function removeGoals(userId: string): Promise<void> {
  for await (const page of pagesOf<Key>(userId, GOAL_PREFIX, ['pk', 'sk'])) {
    for (const goalId of goalIdsOf(page)) await removeGoalItems(userId, goalId);
  }
}

/** Every other item of the user's partition but the profile, which goes last. */
export async function removeTheRest(userId: string): Promise<void> {
  const profile = profileKey(userId);
  for await (const page of pagesOf<Key>(userId, '', ['pk', 'sk'])) {
    await deleteAll(page.filter((item) => item.sk !== profile.sk));
  }
}

export async function removeProfile(userId: string): Promise<void> {
  await remove({ Key: profileKey(userId) });
  tokenVersionChanged(userId);
}
