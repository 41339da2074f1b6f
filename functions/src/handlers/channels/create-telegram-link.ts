import { createTelegramLink } from '../../core/telegram-chat/link-chat.ts';
import { confirmAccountOpen } from '../../core/accounts/account-closing.ts';
import { http, reply } from '../../http/handler.ts';
import { createTelegramLinkRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(createTelegramLinkRoute, { confirmOpen: confirmAccountOpen }, async ({ userId }) => reply(201, await createTelegramLink(userId)));
