import { GoalParams } from '@cakewalk/shared/schemas/ids.ts';
import { PlanBody } from '@cakewalk/shared/schemas/goal.ts';
import { editPlan } from '../../core/goals/edit-plan.ts';
import { confirmAccountOpen } from '../../core/accounts/account-closing.ts';
import { http, replyMade } from '../../http/handler.ts';
import { updatePlanRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(updatePlanRoute, { params: GoalParams, body: PlanBody, confirmOpen: confirmAccountOpen }, async ({ userId, params, body }) => {
  const { goal, made } = await editPlan(userId, params.id, body);
  return replyMade(200, goal, made);
});
