import { getPushKeyRoute } from '@cakewalk/shared/routes.ts';
import { pushPublicKey } from '../../core/push/push-public-key.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(getPushKeyRoute, {}, async () => reply(200, await pushPublicKey()));
