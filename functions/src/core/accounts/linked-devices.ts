import type { LinkedDevices } from '@cakewalk/shared/schemas/account/account.ts';
import type { LinkedChat } from '@cakewalk/shared/schemas/channels/telegram.ts';
import { hasFeed } from '../../data/accounts/calendar-feeds.ts';
import { pushSubscriptionsIn } from '../../data/checkins/push-subscriptions.ts';
import { getSettingsItem } from '../../data/checkins/settings.ts';
import { getChatLink } from '../../data/telegram/chats.ts';
import { pushServiceName } from '../../push/device-name.ts';

/** The linked chat as the profile shows it; null when none is linked, or it is no longer the user's. */
async function linkedChat(userId: string, chatId: number | undefined): Promise<LinkedChat | null> {
  if (chatId === undefined) return null;
  const link = await getChatLink(chatId);
  if (link?.user_id !== userId) return null;
  return { linked_at: link.linked_at ?? null, name: link.chat_name ?? null };
}

/**
 * Every way into the account that outlives a session, for its owner to see and end: the linked
 * chat and each push device, newest first, and whether a calendar feed link is live. A device is named, never shown by its endpoint or keys.
 */
export async function linkedDevices(userId: string): Promise<LinkedDevices> {
  const [settings, calendarFeed] = await Promise.all([getSettingsItem(userId), hasFeed(userId)]);
  const push = pushSubscriptionsIn(settings)
    .map(([id, device]) => ({
      id,
      name: device.name ?? pushServiceName(device.endpoint),
      added_at: device.created_at,
      last_used_at: device.last_used_at ?? null,
    }))
    .sort((a, b) => b.added_at.localeCompare(a.added_at));
  return { telegram: await linkedChat(userId, settings?.telegram_chat_id), push, calendar_feed: calendarFeed };
}
