import { requestPasswordResetRoute } from '@cakewalk/shared/routes.ts';
import { PasswordResetBody } from '@cakewalk/shared/schemas/channels/mail.ts';
import { requestPasswordReset } from '../../core/email/request-password-reset.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(requestPasswordResetRoute, { body: PasswordResetBody }, async ({ body, clientAddress }) => {
  await requestPasswordReset(body.email, clientAddress);
  return reply(200, { ok: true });
});
