import { subscribePushRoute } from '@cakewalk/shared/routes.ts';
import { PushSubscriptionBody } from '@cakewalk/shared/schemas/channels/push.ts';
import { subscribePush } from '../../core/push/push-subscriptions.ts';
import { confirmAccountOpen } from '../../core/accounts/account-closing.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(subscribePushRoute, { body: PushSubscriptionBody, confirmOpen: confirmAccountOpen }, async ({ userId, body, userAgent }) =>
  reply(201, await subscribePush(userId, body, userAgent)));
