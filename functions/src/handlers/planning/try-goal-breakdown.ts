import { GoalBreakdownBody } from '@cakewalk/shared/schemas/goal-questions.ts';
import { tryGoalBreakdownRoute } from '@cakewalk/shared/routes.ts';
import { planGoal } from '../../core/goals/plan-goal.ts';
import { http, reply } from '../../http/handler.ts';

export const handler = http(tryGoalBreakdownRoute, { body: GoalBreakdownBody }, async ({ clientAddress, body }) =>
  reply(200, await planGoal({ visitorAddress: clientAddress }, body.goal, body.detail, body.answers)));
