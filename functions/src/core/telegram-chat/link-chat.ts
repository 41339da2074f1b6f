import { TelegramStartPayload, type TelegramLink } from '@cakewalk/shared/schemas/channels/telegram.ts';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import * as z from 'zod/mini';
import { linkChat, unlinkChat, userOfChat } from '../../data/telegram/chats.ts';
import { consumeLinkCode, createLinkCode, peekLinkCode, restoreLinkCode } from '../../data/telegram/link-codes.ts';
import { getUser } from '../../data/accounts/users.ts';
import { getSettingsItem } from '../../data/checkins/settings.ts';
import { Unavailable } from '../../domain/errors.ts';
import { confirmAccountOpen } from '../accounts/account-closing.ts';
import { spend } from '../limits/sliding-window.ts';
import { botUsername } from '../../telegram/config.ts';

const { perUser: MAX_LIVE_CODES, windowSeconds: CODE_LIFETIME_SECONDS } = ABUSE_LIMITS.telegramLinkCodes;
const TOO_MANY_CODES = `You have asked for ${MAX_LIVE_CODES} Telegram links in the last ${CODE_LIFETIME_SECONDS / 60} minutes. Use one of them, or wait for the oldest to expire.`;

/**
 * A one-time deep link that links the person's Telegram chat when they open it. Codes made in the
 * last code lifetime are counted, so no more than the bound are ever live at once.
 */
export async function createTelegramLink(userId: string): Promise<TelegramLink> {
  const username = botUsername();
  if (!username) throw new Unavailable('Telegram is not set up on this server.');
  await spend({ of: 'link-codes', userId }, { max: MAX_LIVE_CODES, windowSeconds: CODE_LIFETIME_SECONDS }, TOO_MANY_CODES);
  const { code, expiresAt } = await createLinkCode(userId);
  return { code, url: `https://t.me/${username}?start=${code}`, expires_at: expiresAt.toISOString() };
}

export type LinkOutcome =
  | { linked: true }
  | { linked: false; reason: 'not-a-live-code' }
  /** The chat is another account's; it stays so until that account's holder sends /unlink. */
  | { linked: false; reason: 'linked-elsewhere'; email: string };

const NOT_A_LIVE_CODE = { linked: false, reason: 'not-a-live-code' } as const satisfies LinkOutcome;

/** What `/start CODE` would do, before anything is done: the chat is linked only once its holder says yes. */
export type LinkOffer =
  /** A live code: it would link the chat to the account with this email. */
  | { email: string }
  | Extract<LinkOutcome, { linked: false }>;

/** The code a deep link's payload holds, or undefined when it cannot be one. */
function codeOf(payload: string) {
  const parsed = z.safeParse(TelegramStartPayload, payload);
  return parsed.success ? parsed.data : undefined;
}

/** The chat is another account's: it is never moved, and the person is told whose. */
const linkedElsewhere = async (owner: string): Promise<Extract<LinkOutcome, { linked: false }>> =>
  ({ linked: false, reason: 'linked-elsewhere', email: (await getUser(owner)).email });

/**
 * Reads a deep link's code without using it up, so the chat's holder can be asked first: a link
 * someone else sent would otherwise tie this chat, and everything written in it, to their account.
 */
export async function offerLink(payload: string, chatId: number): Promise<LinkOffer> {
  const code = codeOf(payload);
  if (!code) return NOT_A_LIVE_CODE;
  const [userId, owner] = await Promise.all([peekLinkCode(code), userOfChat(chatId)]);
  if (!userId) return NOT_A_LIVE_CODE;
  if (owner && owner !== userId) return linkedElsewhere(owner);
  return { email: (await getUser(userId)).email };
}

/** The chat's holder said no: the code is used up, so the link cannot be tried on them again. */
export async function declineLink(payload: string): Promise<void> {
  const code = codeOf(payload);
  if (code) await consumeLinkCode(code);
}

/**
 * Links the chat to whoever the code was made for. A payload that cannot be a code is turned
 * away before any storage call; a chat linked to another account is never moved (the code is
 * put back, for the chat its owner means it for).
 */
export async function linkChatWithCode(payload: string, chatId: number, chatName?: string): Promise<LinkOutcome> {
  const code = codeOf(payload);
  if (!code) return NOT_A_LIVE_CODE;
  const link = await consumeLinkCode(code);
  if (!link) return NOT_A_LIVE_CODE;
  let linked: boolean;
  try {
    linked = await linkChat(link.userId, chatId, chatName);
  } catch (error) {
    // The code goes back, so a retry of the same message can still link the chat.
    await restoreLinkCode(code, link);
    throw error;
  }
  if (linked) {
    await confirmAccountOpen(link.userId);
    return { linked: true };
  }
  await restoreLinkCode(code, link);
  const owner = await userOfChat(chatId);
  return owner ? linkedElsewhere(owner) : linkChatWithCode(code, chatId, chatName);
}

/** Unlinks the chat; answers the email of the account it was linked to, if any. */
export async function unlinkChatOf(chatId: number): Promise<string | undefined> {
  const owner = await userOfChat(chatId);
  if (!owner) return undefined;
  await unlinkChat(chatId, owner);
  return (await getUser(owner)).email;
}

/** The owner unlinks their chat from the profile: once unlinked, unlinking again changes nothing. */
export async function unlinkChatOfUser(userId: string): Promise<void> {
  const { telegram_chat_id: chatId } = (await getSettingsItem(userId)) ?? {};
  if (chatId !== undefined) await unlinkChat(chatId, userId);
}

/** The person a chat is linked to, if any. */
export function chatOwner(chatId: number): Promise<string | undefined> {
  return userOfChat(chatId);
}
