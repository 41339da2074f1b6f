import { expect } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Goal, MicrotaskBreakdownResult } from '@cakewalk/shared/schemas/goal.ts';
import { createGoal, type TestUser } from '../../support/api-client.ts';

const steps = (goal: Goal) => goal.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks));

/** Breaks a goal down over HTTP, saves it, breaks its current step down, and checks the tree. */
export async function breakdownJourney(user: TestUser, text: string): Promise<{ breakdown: Breakdown; replaced: MicrotaskBreakdownResult }> {
  const reply = await user.call<Breakdown>('POST', '/ai/goal-breakdown', { goal: text, detail: 3 });
  expect(reply.status).toBe(200);
  const breakdown = reply.body;
  expect(breakdown.subgoals.length).toBeGreaterThan(0);

  const goal = await createGoal(user, breakdown);
  const before = steps(goal);
  const current = before[0]!;
  expect(current.status).toBe('in_progress');

  const split = await user.call<MicrotaskBreakdownResult>('POST', '/gpt/breakdown', {
    microtaskId: current.id, title: current.title, taskId: current.task_id, detail: 3,
  });
  expect(split.status).toBe(200);
  const replaced = split.body;
  expect(replaced.ok).toBe(true);
  expect(replaced.microtasks.length).toBeGreaterThanOrEqual(2);
  expect(replaced.microtasks.length).toBeLessThanOrEqual(8);
  expect(replaced.microtasks.map((m) => m.status)).toEqual(replaced.microtasks.map((_, i) => (i === 0 ? 'in_progress' : 'todo')));
  expect(replaced.microtasks.every((m) => m.task_id === current.task_id)).toBe(true);

  // In place and in order: the new steps stand exactly where the old one stood.
  const after = steps((await user.call<Goal>('GET', `/goals/${goal.id}`)).body);
  expect(after.map((m) => m.id)).toEqual([...replaced.microtasks.map((m) => m.id), ...before.slice(1).map((m) => m.id)]);
  expect(after.some((m) => m.id === current.id)).toBe(false);
  // The planner's estimates are kept, in the answer and in the saved plan.
  expect(replaced.microtasks.every((m) => typeof m.minutes === 'number')).toBe(true);
  expect(after.slice(0, replaced.microtasks.length).map((m) => m.minutes)).toEqual(replaced.microtasks.map((m) => m.minutes));
  return { breakdown, replaced };
}
