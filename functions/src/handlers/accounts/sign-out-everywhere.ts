import { signOutEverywhereRoute } from '@cakewalk/shared/routes.ts';
import { endAllSessions } from '../../core/accounts/sessions.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(signOutEverywhereRoute, {}, async ({ userId }) => {
  await endAllSessions(userId);
  return reply(200, { ok: true });
});
