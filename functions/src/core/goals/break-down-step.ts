import { stepsOfBite } from '@cakewalk/shared/rules/habit.ts';
import type { ProposedBite } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Microtask } from '@cakewalk/shared/schemas/goal.ts';
import { PlannerError } from '../../ai/planner-error.ts';
import { getStepPlanner } from '../../ai/providers/get-step-planner.ts';
import { getGoal } from '../../data/goals/read-goals.ts';
import { replaceMicrotask } from '../../data/goals/replace-step.ts';
import { microtaskAddress } from '../../data/goals/step-status.ts';
import { Invalid, NotFound, ProviderFailed } from '../../domain/errors.ts';
import { spendAiBreakdown } from '../limits/ai-breakdowns.ts';

export interface BreakDownStep {
  userId: string;
  microtaskId: string;
  /** The task the caller believes the step belongs to; checked against the stored tree. */
  taskId: string;
  detail?: number;
}

/** Replaces a step by smaller ones the planner suggests, in place and in order. */
export async function breakDownStep({ userId, microtaskId, taskId, detail }: BreakDownStep): Promise<Microtask[]> {
  const goal = await getGoal(userId, microtaskAddress(microtaskId).goalId).catch((error: unknown) => {
    throw error instanceof NotFound ? new NotFound('Microtask') : error;
  });
  const task = goal.subgoals.flatMap((s) => s.tasks).find((t) => t.microtasks.some((m) => m.id === microtaskId));
  const microtask = task?.microtasks.find((m) => m.id === microtaskId);
  if (!task || !microtask) throw new NotFound('Microtask');
  if (task.id !== taskId) throw new Invalid('That task id is not the task of this microtask.');
  await spendAiBreakdown(userId);

  let steps: ProposedBite[];
  try {
    steps = await getStepPlanner().breakdownMicrotask({ title: microtask.title, taskTitle: task.title, goalTitle: goal.title, minutes: microtask.minutes }, { detail });
  } catch (error) {
    if (error instanceof PlannerError) throw new ProviderFailed('Breakdown failed');
    throw error;
  }
  const replaced = await replaceMicrotask(userId, microtask.id, stepsOfBite(microtask.repeat, steps), microtask.status);
  return replaced;
}
