import { pauseGoalRoute } from '@cakewalk/shared/routes.ts';
import { GoalParams } from '@cakewalk/shared/schemas/ids.ts';
import { PauseBody } from '@cakewalk/shared/schemas/progress.ts';
import { pauseGoal } from '../../core/goals/pause-goal.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(pauseGoalRoute, { params: GoalParams, body: PauseBody }, async ({ userId, params, body }) =>
  reply(200, await pauseGoal(userId, params.id, body.days)));
