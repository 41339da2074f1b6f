import { UserIdQuery } from '@cakewalk/shared/schemas/common.ts';
import { listGoals } from '../data/goals.ts';
import { http, reply } from '../http/handler.ts';
import { assertSelf } from '../http/ownership.ts';
import { listGoalsRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(listGoalsRoute, { query: UserIdQuery }, async ({ userId, query }) => {
  assertSelf(userId, query.user_id);
  const goals = await listGoals(userId);
  return reply(200, goals.map(({ id, title, status }) => ({ id, title, status })));
});
