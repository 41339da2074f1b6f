import { UserIdQuery } from '@cakewalk/shared/schemas/common.ts';
import { listGoalSummaries } from '../../core/goals/list-goals.ts';
import { http, reply } from '../../http/handler.ts';
import { assertSelf } from '../../http/ownership.ts';
import { listGoalsRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(listGoalsRoute, { query: UserIdQuery }, async ({ userId, query }) => {
  assertSelf(userId, query.user_id);
  return reply(200, await listGoalSummaries(userId));
});
