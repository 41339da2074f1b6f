import { getMe } from '../../core/accounts/get-me.ts';
import { http, reply } from '../../http/handler.ts';
import { getMeRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(getMeRoute, {}, async ({ userId }) => reply(200, await getMe(userId)));
