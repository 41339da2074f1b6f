import { telegramChatKey } from './keys.ts';
import { clearTelegramChat, setTelegramChat } from './settings.ts';
import { get, put, remove } from './store.ts';

// A chat belongs to one user and a user has one chat: linking again moves the link, and both
// sides of the old link are cleared so no check-in goes to a chat that was handed on.

export async function userOfChat(chatId: number): Promise<string | undefined> {
  return (await get<{ user_id?: string }>(telegramChatKey(chatId)))?.user_id;
}

export async function linkChat(userId: string, chatId: number): Promise<void> {
  const { attributes } = await put({
    Item: { ...telegramChatKey(chatId), user_id: userId, linked_at: new Date().toISOString() },
    ReturnValues: 'ALL_OLD',
  });
  const previousUser = attributes?.user_id as string | undefined;
  if (previousUser && previousUser !== userId) await clearTelegramChat(previousUser, chatId);
  const previousChat = await setTelegramChat(userId, chatId);
  if (previousChat !== undefined && previousChat !== chatId) await unlinkChat(previousChat, userId);
}

async function unlinkChat(chatId: number, userId: string): Promise<void> {
  await remove({
    Key: telegramChatKey(chatId),
    ConditionExpression: 'user_id = :user',
    ExpressionAttributeValues: { ':user': userId },
  });
}
