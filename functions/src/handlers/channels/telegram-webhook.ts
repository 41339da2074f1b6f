import { TelegramUpdate } from '@cakewalk/shared/schemas/channels/telegram.ts';
import type { Update } from 'grammy/types';
import * as z from 'zod/mini';
import { isSameSecret } from '../../config/same-secret.ts';
import { getSecret } from '../../config/secrets.ts';
import { oncePerUpdate } from '../../core/telegram-chat/once-per-update.ts';
import { Unauthenticated, Unavailable } from '../../domain/errors.ts';
import { http, reply } from '../../http/handler.ts';
import type { ApiEvent } from '../../http/lambda-event.ts';
import { logger, type InvocationContext } from '../../logger.ts';
import { telegramWebhookRoute } from '@cakewalk/shared/routes.ts';

// Telegram sends an update again, for a day, until the webhook answers it with a 2xx. So an
// update that carries the right secret is answered 200 whatever is wrong with it (logged, and
// dropped); only an outage worth waiting out (storage, secrets) answers 503 for a retry.
//
// The bot (grammy, about 94 KB, and every action a chat can take) loads with the first update
// that carries the secret and is new, not at the cold start: a refused or repeated request never
// reads it.

const SECRET_HEADER = 'x-telegram-bot-api-secret-token';

async function carriesSecret(headers: ApiEvent['headers']): Promise<boolean> {
  const expected = await getSecret('TELEGRAM_WEBHOOK_SECRET');
  const given = headers?.[SECRET_HEADER];
  if (!expected || given === undefined) return false;
  return isSameSecret(given, expected);
}

const refuse = http(telegramWebhookRoute, {}, async () => {
  throw new Unauthenticated('The Telegram secret token is missing or wrong.');
});

const OK = () => reply(200, { ok: true });

const dropUnreadable = http(telegramWebhookRoute, {}, async () => {
  logger.warn('telegram update dropped: the body is not JSON');
  return OK();
});

const accept = http(telegramWebhookRoute, { body: z.unknown() }, async ({ body }) => {
  const update = z.safeParse(TelegramUpdate, body);
  if (!update.success) {
    logger.warn('telegram update dropped: not an update', { issues: update.error.issues.slice(0, 3).map((issue) => issue.message) });
    return OK();
  }
  const updateId = update.data.update_id;
  try {
    await oncePerUpdate(updateId, async () => {
      const { handleTelegramUpdate } = await import('../../bot/bot.ts');
      await handleTelegramUpdate(update.data as unknown as Update);
    });
  } catch (error) {
    if (error instanceof Unavailable) throw error;
    logger.error('telegram update dropped: handling it failed', { updateId, error: error as Error });
  }
  return OK();
});

// Reading the secret can fail (the secrets extension): that is a 503 {error} like any storage
// fault, not an unhandled error that API Gateway would answer with 500 {message}.
const secretUnreadable = http(telegramWebhookRoute, {}, async () => {
  throw new Unavailable();
});

function isJson(event: ApiEvent): boolean {
  try {
    JSON.parse(Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8').toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

/** The secret is checked before the body is even read: without it, every request is a 401. */
export async function handler(event: ApiEvent, context?: InvocationContext) {
  const verdict = await carriesSecret(event.headers).catch((error: unknown) => {
    logger.error('reading the webhook secret failed', { error });
    return undefined;
  });
  if (verdict === undefined) return secretUnreadable(event, context);
  if (!verdict) return refuse(event, context);
  return isJson(event) ? accept(event, context) : dropUnreadable(event, context);
}
