import { RegisterBody } from '@cakewalk/shared/schemas/account/user.ts';
import { register } from '../../core/accounts/register.ts';
import { http, reply } from '../../http/handler.ts';
import { registerRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(registerRoute, { body: RegisterBody }, async ({ body, clientAddress }) => reply(201, await register(body, clientAddress)));
