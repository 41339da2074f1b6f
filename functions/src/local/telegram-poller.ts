import { randomBytes } from 'node:crypto';
import { API_PREFIX, routePath } from '@cakewalk/shared/routes.ts';
import { logger } from '../logger.ts';
import { telegramApi } from '../telegram/api.ts';

// On a laptop Telegram cannot reach the webhook, so with TELEGRAM_POLLING=1 the local server
// fetches updates itself (long polling) and posts each one to its own webhook route, secret
// header and all: the webhook handler runs exactly as it does in the cloud.

// Under the Bot API client's own 10 s timeout, so a quiet long poll ends normally.
const POLL_SECONDS = 8;
const RETRY_MS = 5000;

export interface TelegramPoller {
  stop(): void;
}

export function startTelegramPoller(apiOrigin: string): TelegramPoller {
  process.env.TELEGRAM_WEBHOOK_SECRET ||= randomBytes(24).toString('base64url');
  const secret = process.env.TELEGRAM_WEBHOOK_SECRET;
  const webhook = `${apiOrigin}${API_PREFIX}${routePath('telegram-webhook')}`;
  let stopped = false;

  async function deliver(update: unknown): Promise<void> {
    const response = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
      body: JSON.stringify(update),
    });
    if (!response.ok) logger.warn('local webhook refused an update', { status: response.status });
  }

  async function loop(): Promise<void> {
    const api = await telegramApi();
    // Telegram hands out updates by polling only while no webhook is set.
    await api.deleteWebhook();
    let offset = 0;
    while (!stopped) {
      try {
        const updates = await api.getUpdates({ offset, timeout: POLL_SECONDS });
        for (const update of updates) {
          if (stopped) return;
          offset = update.update_id + 1;
          await deliver(update);
        }
      } catch (error) {
        if (stopped) return;
        logger.warn('telegram polling failed; trying again shortly', { error: error as Error });
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }

  loop().catch((error: unknown) => logger.error('telegram polling stopped', { error: error as Error }));
  return {
    // A long poll in flight is left to the process exit: waiting for it could take seconds.
    stop() {
      stopped = true;
    },
  };
}
