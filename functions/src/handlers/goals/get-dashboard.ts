import { UserParams } from '@cakewalk/shared/schemas/ids.ts';
import { listGoals } from '../../core/goals/list-goals.ts';
import { http, reply } from '../../http/handler.ts';
import { assertSelf } from '../../http/ownership.ts';
import { getDashboardRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(getDashboardRoute, { params: UserParams }, async ({ userId, params }) => {
  assertSelf(userId, params.id);
  return reply(200, { goals: await listGoals(userId) });
});
