import { CreateGoalBody } from '@cakewalk/shared/schemas/goal.ts';
import { createGoal } from '../data/goals.ts';
import { http, reply } from '../http/handler.ts';
import { assertSelf } from '../http/ownership.ts';
import { createGoalRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(createGoalRoute, { body: CreateGoalBody }, async ({ userId, body }) => {
  assertSelf(userId, body.user_id);
  const goal = await createGoal(userId, {
    title: body.title,
    tone: body.tone,
    description: body.description ?? '',
    due_date: body.due_date || null,
    subgoals: body.subgoals,
  });
  return reply(201, goal);
});
