import { GoalParams } from '@cakewalk/shared/schemas/ids.ts';
import { deleteGoal } from '../../core/goals/delete-goal.ts';
import { http, reply } from '../../http/handler.ts';
import { deleteGoalRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(deleteGoalRoute, { params: GoalParams }, async ({ userId, params }) => {
  await deleteGoal(userId, params.id);
  return reply(200, { ok: true });
});
