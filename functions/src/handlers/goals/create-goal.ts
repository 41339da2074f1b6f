import { CreateGoalBody } from '@cakewalk/shared/schemas/goal.ts';
import { createGoal } from '../../core/goals/create-goal.ts';
import { confirmAccountOpen } from '../../core/accounts/account-closing.ts';
import { http, reply } from '../../http/handler.ts';
import { assertSelf } from '../../http/ownership.ts';
import { createGoalRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(createGoalRoute, { body: CreateGoalBody, confirmOpen: confirmAccountOpen }, async ({ userId, body }) => {
  assertSelf(userId, body.user_id);
  return reply(201, await createGoal(userId, body));
});
