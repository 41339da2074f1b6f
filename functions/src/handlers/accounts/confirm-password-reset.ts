import { confirmPasswordResetRoute } from '@cakewalk/shared/routes.ts';
import { PasswordResetConfirmBody } from '@cakewalk/shared/schemas/channels/mail.ts';
import { confirmPasswordReset } from '../../core/email/confirm-password-reset.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(confirmPasswordResetRoute, { body: PasswordResetConfirmBody }, async ({ body }) =>
  reply(200, { token: await confirmPasswordReset(body.token, body.new_password) }));
