import { resumeGoalRoute } from '@cakewalk/shared/routes.ts';
import { GoalParams } from '@cakewalk/shared/schemas/ids.ts';
import { resumeGoal } from '../../core/goals/pause-goal.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(resumeGoalRoute, { params: GoalParams }, async ({ userId, params }) =>
  reply(200, await resumeGoal(userId, params.id)));
