import { RestBody } from '@cakewalk/shared/schemas/goal.ts';
import { GoalParams } from '@cakewalk/shared/schemas/ids.ts';
import { restGoal } from '../../core/goals/rest-goal.ts';
import { http, reply } from '../../http/handler.ts';
import { restGoalRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(restGoalRoute, { params: GoalParams, body: RestBody }, async ({ userId, params, body }) =>
  reply(200, await restGoal(userId, params.id, body.resting)));
