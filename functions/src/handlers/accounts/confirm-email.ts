import { confirmEmailRoute } from '@cakewalk/shared/routes.ts';
import { EmailConfirmBody } from '@cakewalk/shared/schemas/channels/mail.ts';
import { confirmEmail } from '../../core/email/confirm-email.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(confirmEmailRoute, { body: EmailConfirmBody }, async ({ body }) => {
  await confirmEmail(body.token);
  return reply(200, { ok: true });
});
