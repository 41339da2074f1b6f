import { ReflectionParams } from '@cakewalk/shared/schemas/ids.ts';
import { removeReflection } from '../../core/reflections.ts';
import { http, reply } from '../../http/handler.ts';
import { deleteReflectionRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(deleteReflectionRoute, { params: ReflectionParams }, async ({ userId, params }) => {
  await removeReflection(userId, params.id);
  return reply(200, { ok: true });
});
