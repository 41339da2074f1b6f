import { IdParams } from '@cakewalk/shared/schemas/common.ts';
import { StatusBody } from '@cakewalk/shared/schemas/goal.ts';
import { setStepStatus } from '../core/goals/mark-step-done.ts';
import { http, reply } from '../http/handler.ts';
import { updateMicrotaskStatusRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(updateMicrotaskStatusRoute, { params: IdParams, body: StatusBody }, async ({ userId, params, body }) =>
  reply(200, await setStepStatus(userId, params.id, body.status)));
