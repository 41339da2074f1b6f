import { IdParams } from '@cakewalk/shared/schemas/common.ts';
import { listGoals } from '../core/goals/list-goals.ts';
import { http, reply } from '../http/handler.ts';
import { assertSelf } from '../http/ownership.ts';
import { getDashboardRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(getDashboardRoute, { params: IdParams }, async ({ userId, params }) => {
  assertSelf(userId, params.id);
  return reply(200, { goals: await listGoals(userId) });
});
