import { LoginBody } from '@cakewalk/shared/schemas/account/user.ts';
import { login } from '../../core/accounts/sign-in.ts';
import { http, reply } from '../../http/handler.ts';
import { loginRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(loginRoute, { body: LoginBody }, async ({ body, clientAddress }) => reply(200, await login(body, clientAddress)));
