import { MicrotaskParams } from '@cakewalk/shared/schemas/ids.ts';
import { StatusBody } from '@cakewalk/shared/schemas/goal.ts';
import { setStepStatus } from '../../core/goals/mark-step-done.ts';
import { confirmAccountOpen } from '../../core/accounts/account-closing.ts';
import { http, replyMade } from '../../http/handler.ts';
import { updateMicrotaskStatusRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(updateMicrotaskStatusRoute, { params: MicrotaskParams, body: StatusBody, confirmOpen: confirmAccountOpen }, async ({ userId, params, body }) => {
  const { result, recorded } = await setStepStatus(userId, params.id, body.status, body.seen);
  return replyMade(200, result, recorded);
});
