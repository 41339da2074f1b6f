import { removeFeed } from '../../data/accounts/calendar-feeds.ts';
import { removeAllPushSubscriptions } from '../../data/checkins/push-subscriptions.ts';
import { getSettingsItem } from '../../data/checkins/settings.ts';
import { unlinkChat } from '../../data/telegram/chats.ts';
import { removeLinkCodesOf } from '../../data/telegram/link-codes.ts';

/**
 * Ends every way into the account that outlives a session: the linked Telegram chat, its live
 * link codes, the push subscriptions and the calendar feed's URL. Whoever held a session before a
 * new password or "sign out everywhere" may have set any of them up; the owner sets up again
 * what they still want. Device tokens end with the sessions (they carry the token version).
 */
export async function endOtherWaysIn(userId: string): Promise<void> {
  const settings = await getSettingsItem(userId);
  await Promise.all([
    settings?.telegram_chat_id === undefined ? undefined : unlinkChat(settings.telegram_chat_id, userId),
    settings?.push_subscriptions ? removeAllPushSubscriptions(userId) : undefined,
    removeLinkCodesOf(userId),
    removeFeed(userId),
  ]);
}
