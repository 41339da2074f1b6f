import { changePasswordRoute } from '@cakewalk/shared/routes.ts';
import { ChangePasswordBody } from '@cakewalk/shared/schemas/account/account.ts';
import { changePassword } from '../../core/accounts/change-password.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(changePasswordRoute, { body: ChangePasswordBody }, async ({ userId, body, clientAddress }) =>
  reply(200, { token: await changePassword(userId, body, clientAddress) }));
