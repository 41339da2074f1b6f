import { unlinkTelegramRoute } from '@cakewalk/shared/routes.ts';
import { unlinkChatOfUser } from '../../core/telegram-chat/link-chat.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(unlinkTelegramRoute, {}, async ({ userId }) => {
  await unlinkChatOfUser(userId);
  return reply(200, { ok: true });
});
