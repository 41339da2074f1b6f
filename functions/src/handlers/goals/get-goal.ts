import { GoalParams } from '@cakewalk/shared/schemas/ids.ts';
import { getGoal } from '../../core/goals/list-goals.ts';
import { http, reply } from '../../http/handler.ts';
import { getGoalRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(getGoalRoute, { params: GoalParams }, async ({ userId, params }) =>
  reply(200, await getGoal(userId, params.id)));
