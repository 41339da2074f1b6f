import { IdParams } from '@cakewalk/shared/schemas/common.ts';
import { removeReflection } from '../core/reflections.ts';
import { http, reply } from '../http/handler.ts';
import { deleteReflectionRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(deleteReflectionRoute, { params: IdParams }, async ({ userId, params }) => {
  await removeReflection(userId, params.id);
  return reply(200, { ok: true });
});
