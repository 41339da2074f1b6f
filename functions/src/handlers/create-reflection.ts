import { CreateReflectionBody } from '@cakewalk/shared/schemas/reflection.ts';
import { getGoalTitle } from '../data/goals.ts';
import { createReflection } from '../data/reflections.ts';
import { http, reply } from '../http/handler.ts';
import { createReflectionRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(createReflectionRoute, { body: CreateReflectionBody }, async ({ userId, body }) => {
  // The goal's name is copied now, so the reflection keeps it after the goal is deleted.
  const goalId = body.goal_id ?? null;
  const reflection = await createReflection(userId, {
    goal_id: goalId,
    goal_name: goalId ? await getGoalTitle(userId, goalId) : null,
    content: body.content,
  });
  return reply(201, reflection);
});
