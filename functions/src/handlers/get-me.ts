import { getUser } from '../data/users.ts';
import { http, reply } from '../http/handler.ts';

export const handler = http('get-me', {}, async ({ userId }) => reply(200, await getUser(userId)));
