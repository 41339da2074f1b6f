import { GoalBreakdownBody } from '@cakewalk/shared/schemas/goal-questions.ts';
import { planGoal } from '../../core/goals/plan-goal.ts';
import { http, reply } from '../../http/handler.ts';
import { breakdownGoalRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(breakdownGoalRoute, { body: GoalBreakdownBody }, async ({ userId, body }) =>
  reply(200, await planGoal({ userId }, body.goal, body.detail, body.answers)));
