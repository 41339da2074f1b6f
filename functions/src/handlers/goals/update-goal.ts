import { GoalParams } from '@cakewalk/shared/schemas/ids.ts';
import { UpdateGoalBody } from '@cakewalk/shared/schemas/goal.ts';
import { updateGoal } from '../../core/goals/update-goal.ts';
import { http, reply } from '../../http/handler.ts';
import { updateGoalRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(updateGoalRoute, { params: GoalParams, body: UpdateGoalBody }, async ({ userId, params, body }) =>
  reply(200, await updateGoal(userId, params.id, body)));
