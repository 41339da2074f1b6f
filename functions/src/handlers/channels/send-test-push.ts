import { sendTestPushRoute } from '@cakewalk/shared/routes.ts';
import { sendTestPush } from '../../core/push/test-push.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(sendTestPushRoute, {}, async ({ userId }) => reply(200, await sendTestPush(userId)));
