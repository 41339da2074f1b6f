import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './client.ts';
import { clearTelegramChat, setTelegramChat } from './settings.ts';
import { isConditionFailed } from './unavailable.ts';

// A chat belongs to one user and a user has one chat: linking again moves the link, and both
// sides of the old link are cleared so no check-in goes to a chat that was handed on.

const chatKey = (chatId: number) => ({ pk: `TGCHAT#${chatId}`, sk: 'CHAT' });

export async function userOfChat(chatId: number): Promise<string | undefined> {
  const { Item } = await ddb().send(new GetCommand({ TableName: tableName(), Key: chatKey(chatId), ConsistentRead: true }));
  return Item?.user_id as string | undefined;
}

export async function linkChat(userId: string, chatId: number): Promise<void> {
  const { Attributes } = await ddb().send(new PutCommand({
    TableName: tableName(),
    Item: { ...chatKey(chatId), user_id: userId, linked_at: new Date().toISOString() },
    ReturnValues: 'ALL_OLD',
  }));
  const previousUser = Attributes?.user_id as string | undefined;
  if (previousUser && previousUser !== userId) await clearTelegramChat(previousUser, chatId);
  const previousChat = await setTelegramChat(userId, chatId);
  if (previousChat !== undefined && previousChat !== chatId) await unlinkChat(previousChat, userId);
}

async function unlinkChat(chatId: number, userId: string): Promise<void> {
  try {
    await ddb().send(new DeleteCommand({
      TableName: tableName(),
      Key: chatKey(chatId),
      ConditionExpression: 'user_id = :user',
      ExpressionAttributeValues: { ':user': userId },
    }));
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
