import { NEXT_CURSOR_HEADER, ReflectionQuery } from '@cakewalk/shared/schemas/reflection.ts';
import { listReflections } from '../../core/reflections.ts';
import { http, reply } from '../../http/handler.ts';
import { assertSelf } from '../../http/ownership.ts';
import { listReflectionsRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(listReflectionsRoute, { query: ReflectionQuery }, async ({ userId, query }) => {
  assertSelf(userId, query.user_id);
  const page = await listReflections(userId, query);
  return reply(200, page.items, page.next ? { [NEXT_CURSOR_HEADER]: page.next } : {});
});
