import { getMe } from '../core/account.ts';
import { http, reply } from '../http/handler.ts';
import { getMeRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(getMeRoute, {}, async ({ userId }) => reply(200, await getMe(userId)));
