import type { TelegramLink } from '@cakewalk/shared/schemas/telegram.ts';
import { linkChat, userOfChat } from '../data/telegram-chats.ts';
import { consumeLinkCode, createLinkCode, restoreLinkCode } from '../data/telegram-links.ts';
import { Unavailable } from '../domain/errors.ts';
import { botUsername } from '../telegram/config.ts';

/** A one-time deep link that links the person's Telegram chat when they open it. */
export async function createTelegramLink(userId: string): Promise<TelegramLink> {
  const username = botUsername();
  if (!username) throw new Unavailable('Telegram is not set up on this server.');
  const { code, expiresAt } = await createLinkCode(userId);
  return { code, url: `https://t.me/${username}?start=${code}`, expires_at: expiresAt.toISOString() };
}

/** Links the chat to whoever the code was made for; false when the code is unknown, used or expired. */
export async function linkChatWithCode(code: string, chatId: number): Promise<boolean> {
  const link = await consumeLinkCode(code);
  if (!link) return false;
  try {
    await linkChat(link.userId, chatId);
  } catch (error) {
    // The code goes back, so a retry of the same message can still link the chat.
    await restoreLinkCode(code, link);
    throw error;
  }
  return true;
}


/** The person a chat is linked to, if any. */
export function chatOwner(chatId: number): Promise<string | undefined> {
  return userOfChat(chatId);
}
