import { IdParams } from '@cakewalk/shared/schemas/common.ts';
import { PlanBody } from '@cakewalk/shared/schemas/goal.ts';
import { editPlan } from '../core/goals/edit-plan.ts';
import { http, reply } from '../http/handler.ts';
import { updatePlanRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(updatePlanRoute, { params: IdParams, body: PlanBody }, async ({ userId, params, body }) =>
  reply(200, await editPlan(userId, params.id, body)));
