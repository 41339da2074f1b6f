import { unsubscribeEmailRoute } from '@cakewalk/shared/routes.ts';
import { UnsubscribeParams } from '@cakewalk/shared/schemas/channels/mail.ts';
import { unsubscribeEmails } from '../../core/email/unsubscribe.ts';
import { http, reply } from '../../http/handler.ts';

// The body a mail app sends (`List-Unsubscribe=One-Click`, form-encoded) carries nothing the
// token does not say, so it is not read.
export const handler = http(unsubscribeEmailRoute, { params: UnsubscribeParams }, async ({ params }) =>
  reply(200, await unsubscribeEmails(params.token)));
