import { deleteAccountRoute } from '@cakewalk/shared/routes.ts';
import { DeleteAccountBody } from '@cakewalk/shared/schemas/account/account.ts';
import { deleteAccount } from '../../core/accounts/delete-account.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(deleteAccountRoute, { body: DeleteAccountBody }, async ({ userId, body, clientAddress }) => {
  await deleteAccount(userId, body.password, clientAddress);
  return reply(200, { ok: true });
});
