import { GoalBreakdownBody } from '@cakewalk/shared/schemas/breakdown.ts';
import { getPlanner, PlannerError } from '../ai/planner.ts';
import { badGateway } from '../http/errors.ts';
import { http, reply } from '../http/handler.ts';
import { breakdownGoalRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(breakdownGoalRoute, { body: GoalBreakdownBody }, async ({ body }) => {
  try {
    const planner = await getPlanner();
    return reply(200, await planner.breakdownGoal(body.goal, { detail: body.detail }));
  } catch (error) {
    if (error instanceof PlannerError) throw badGateway('Failed to generate breakdown');
    throw error;
  }
});
