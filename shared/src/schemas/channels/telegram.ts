import * as z from 'zod/mini';
import { ABUSE_LIMITS } from '../limits.ts';
import '../zod.ts';

/** A one-time code for the bot's deep link (`/start CODE`); single use, 15 minutes. */
export const TelegramLink = z.object({
  code: z.string(),
  url: z.string(),
  expires_at: z.string(),
});
export type TelegramLink = z.infer<typeof TelegramLink>;

/**
 * The Telegram chat linked to the account, as its owner sees it on the profile: since when, and
 * the chat's name as Telegram gave it when it was linked (null for a chat linked before names were kept).
 */
export const LinkedChat = z.object({ linked_at: z.nullable(z.string()), name: z.nullable(z.string()) });
export type LinkedChat = z.infer<typeof LinkedChat>;

export const TELEGRAM_LINK_TTL_MS = 15 * 60 * 1000;

/**
 * What may follow `/start` as a link code: a deep link's start parameter as Telegram allows it.
 * Anything else is checked away before it can reach a key (DynamoDB refuses keys over 2 KB).
 */
export const TelegramStartPayload = z.string().check(
  z.maxLength(ABUSE_LIMITS.telegramStartPayload.max),
  z.regex(/^[A-Za-z0-9_-]+$/),
);

/**
 * The part of a Telegram update the webhook checks before the bot library reads the rest;
 * unknown fields pass through, as Telegram adds new ones over time.
 */
export const TelegramUpdate = z.looseObject({ update_id: z.int() });
export type TelegramUpdate = z.infer<typeof TelegramUpdate>;
