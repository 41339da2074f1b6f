import { sendEmailConfirmationRoute } from '@cakewalk/shared/routes.ts';
import { sendEmailConfirmation } from '../../core/email/send-email-confirmation.ts';
import { confirmAccountOpen } from '../../core/accounts/account-closing.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(sendEmailConfirmationRoute, { confirmOpen: confirmAccountOpen }, async ({ userId }) => {
  const sent = await sendEmailConfirmation(userId);
  return reply(200, { ok: true, ...(sent.file && { local_copy: sent.file }) });
});
