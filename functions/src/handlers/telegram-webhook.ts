import { createHash, timingSafeEqual } from 'node:crypto';
import { TelegramUpdate } from '@cakewalk/shared/schemas/telegram.ts';
import type { Update } from 'grammy/types';
import { getSecret } from '../config/secrets.ts';
import { handleTelegramUpdate } from '../bot/bot.ts';
import { oncePerUpdate } from '../core/once-per-update.ts';
import { Unauthenticated, Unavailable } from '../domain/errors.ts';
import { http, reply, type ApiEvent } from '../http/handler.ts';
import { logger } from '../logger.ts';
import { telegramWebhookRoute } from '@cakewalk/shared/routes.ts';

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

async function carriesSecret(headers: ApiEvent['headers']): Promise<boolean> {
  const expected = await getSecret('TELEGRAM_WEBHOOK_SECRET');
  const given = headers?.[SECRET_HEADER];
  if (!expected || given === undefined) return false;
  // Digests have one length, so the comparison time says nothing about the secret's length.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const refuse = http(telegramWebhookRoute, {}, async () => {
  throw new Unauthenticated('The Telegram secret token is missing or wrong.');
});

const accept = http(telegramWebhookRoute, { body: TelegramUpdate }, async ({ body }) => {
  await oncePerUpdate(body.update_id, () => handleTelegramUpdate(body as unknown as Update));
  return reply(200, { ok: true });
});

// Reading the secret can fail (the secrets extension): that is a 503 {error} like any storage
// fault, not an unhandled error that API Gateway would answer with 500 {message}.
const secretUnreadable = http(telegramWebhookRoute, {}, async () => {
  throw new Unavailable();
});

/** The secret is checked before the body is even read: without it, every request is a 401. */
export async function handler(event: ApiEvent) {
  const verdict = await carriesSecret(event.headers).catch((error: unknown) => {
    logger.error('reading the webhook secret failed', { error });
    return undefined;
  });
  if (verdict === undefined) return secretUnreadable(event);
  return (verdict ? accept : refuse)(event);
}
