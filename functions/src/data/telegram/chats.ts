import { readItem, telegramChatKey, telegramChatKind, type ChatLink } from '../keys.ts';
import { clearTelegramChat, setTelegramChat } from '../checkins/settings.ts';
import { get, put, remove } from '../store.ts';

// A chat belongs to one user and a user has one chat. A chat linked to one account is never
// moved to another here: the link is written only if the chat is free or already that user's.
// A user who links a new chat leaves the old one, and both sides of the old link are cleared,
// so no check-in goes to a chat that was handed on.

export type { ChatLink } from '../keys.ts';

export async function userOfChat(chatId: number): Promise<string | undefined> {
  const item = await get(telegramChatKey(chatId));
  return item && readItem(telegramChatKind, item).user_id;
}

export async function getChatLink(chatId: number): Promise<ChatLink | undefined> {
  const item = await get(telegramChatKey(chatId), ['user_id', 'linked_at', 'chat_name']);
  return item && readItem(telegramChatKind, item);
}

/** Links the chat to the user; false when it is linked to someone else. */
export async function linkChat(userId: string, chatId: number, chatName?: string): Promise<boolean> {
  const { written } = await put({
    Item: { ...telegramChatKey(chatId), user_id: userId, linked_at: new Date().toISOString(), ...(chatName && { chat_name: chatName }) },
    ConditionExpression: 'attribute_not_exists(pk) OR user_id = :user',
    ExpressionAttributeValues: { ':user': userId },
  });
  if (!written) return false;
  const previousChat = await setTelegramChat(userId, chatId);
  if (previousChat !== undefined && previousChat !== chatId) await unlinkChat(previousChat, userId);
  return true;
}

/** Unlinks the chat from the user, on both sides, if it is still theirs. */
export async function unlinkChat(chatId: number, userId: string): Promise<void> {
  await remove({
    Key: telegramChatKey(chatId),
    ConditionExpression: 'user_id = :user',
    ExpressionAttributeValues: { ':user': userId },
  });
  await clearTelegramChat(userId, chatId);
}
