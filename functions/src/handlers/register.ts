import { RegisterBody } from '@cakewalk/shared/schemas/user.ts';
import { hashPassword } from '../auth/password.ts';
import { issueToken } from '../auth/tokens.ts';
import { createUser } from '../data/users.ts';
import { http, reply } from '../http/handler.ts';
import { registerRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(registerRoute, { body: RegisterBody }, async ({ body }) => {
  const user = await createUser({
    name: body.name,
    email: body.email,
    telegram_id: body.telegram_id,
    passwordHash: await hashPassword(body.password),
  });
  return reply(201, { token: await issueToken(user.id), user });
});
