import { MicrotaskBreakdownBody, type ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import { getPlanner, PlannerError } from '../ai/planner.ts';
import { getGoal } from '../data/goals.ts';
import { microtaskAddress, replaceMicrotask } from '../data/microtasks.ts';
import { badGateway, badRequest, isNotFound, notFound } from '../http/errors.ts';
import { http, reply } from '../http/handler.ts';
import { breakdownMicrotaskRoute } from '@cakewalk/shared/routes.ts';

export const handler = http(breakdownMicrotaskRoute, { body: MicrotaskBreakdownBody }, async ({ userId, body }) => {
  const goal = await getGoal(userId, microtaskAddress(body.microtaskId).goalId).catch((error: unknown) => {
    throw isNotFound(error) ? notFound('Microtask') : error;
  });
  const task = goal.subgoals.flatMap((s) => s.tasks).find((t) => t.microtasks.some((m) => m.id === body.microtaskId));
  const microtask = task?.microtasks.find((m) => m.id === body.microtaskId);
  if (!task || !microtask) throw notFound('Microtask');
  if (task.id !== body.taskId) throw badRequest('taskId: is not the task of this microtask');

  let steps: ProposedBite[];
  try {
    const planner = await getPlanner();
    steps = await planner.breakdownMicrotask({ title: microtask.title, taskTitle: task.title, goalTitle: goal.title }, { detail: body.detail });
  } catch (error) {
    if (error instanceof PlannerError) throw badGateway('Breakdown failed');
    throw error;
  }
  const microtasks = await replaceMicrotask(userId, microtask.id, steps.map((step) => step.title), microtask.status);
  return reply(200, { ok: true, microtasks });
});
