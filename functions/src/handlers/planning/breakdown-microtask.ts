import { MicrotaskBreakdownBody } from '@cakewalk/shared/schemas/breakdown.ts';
import { breakDownStep } from '../../core/goals/break-down-step.ts';
import { confirmAccountOpen } from '../../core/accounts/account-closing.ts';
import { http, reply } from '../../http/handler.ts';
import { breakdownMicrotaskRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(breakdownMicrotaskRoute, { body: MicrotaskBreakdownBody, confirmOpen: confirmAccountOpen }, async ({ userId, body }) => {
  const microtasks = await breakDownStep({ userId, microtaskId: body.microtaskId, taskId: body.taskId, detail: body.detail });
  return reply(200, { ok: true, microtasks });
});
