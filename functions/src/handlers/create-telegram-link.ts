import type { TelegramLink } from '@cakewalk/shared/schemas/telegram.ts';
import { createLinkCode } from '../data/telegram-links.ts';
import { HttpError } from '../http/errors.ts';
import { http, reply } from '../http/handler.ts';
import { botUsername } from '../telegram/config.ts';
import { createTelegramLinkRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(createTelegramLinkRoute, {}, async ({ userId }) => {
  const username = botUsername();
  if (!username) throw new HttpError(503, 'Telegram is not set up on this server.');
  const { code, expiresAt } = await createLinkCode(userId);
  const link: TelegramLink = {
    code,
    url: `https://t.me/${username}?start=${code}`,
    expires_at: expiresAt.toISOString(),
  };
  return reply(201, link);
});
