import { unsubscribePushRoute } from '@cakewalk/shared/routes.ts';
import { PushIdParams } from '@cakewalk/shared/schemas/ids.ts';
import { unsubscribePush } from '../../core/push/push-subscriptions.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(unsubscribePushRoute, { params: PushIdParams }, async ({ userId, params }) => {
  await unsubscribePush(userId, params.id);
  return reply(200, { ok: true });
});
