import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Goal, MicrotaskBreakdownResult } from '@cakewalk/shared/schemas/goal.ts';
import { createGoal, signUp, type TestUser } from '../../support/api-client.ts';
import { startLocalStack, type LocalStack } from '../../support/local-stack.ts';
import { breakdownJourney } from './shared-cases.ts';

let stack: LocalStack;
let user: TestUser;

beforeAll(async () => {
  delete process.env.OPENAI_API_KEY;
  stack = await startLocalStack();
  user = await signUp(stack.api);
});
afterAll(() => stack.close());

describe('the AI routes with the offline planner (no key)', () => {
  it('breaks a goal down, and a saved step down in place', async () => {
    const { breakdown, replaced } = await breakdownJourney(user, 'Run a half marathon by October');
    expect(JSON.stringify(breakdown).toLowerCase()).toContain('marathon');
    expect(new Set(replaced.microtasks.map((m) => m.title)).size).toBe(replaced.microtasks.length);
  });

  it('answers 400 "Describe your goal in words." to a goal without a letter or digit', async () => {
    for (const goal of ['🏃‍♀️🎯', '?!... ---']) {
      const answer = await user.call('POST', '/ai/goal-breakdown', { goal });
      expect(answer).toMatchObject({ status: 400, body: { error: 'Describe your goal in words.' } });
    }
  });

  it("reads the goal's date, says it is offline, and calls a plan with no archetype a starter plan", async () => {
    const dated = await user.call<Breakdown>('POST', '/ai/goal-breakdown', { goal: 'Run a half marathon by next October' });
    expect(dated.body).toMatchObject({ source: 'offline', due_date: expect.stringMatching(/-10-01$/) });
    expect(dated.body.notice).toBeUndefined();
    const starter = await user.call<Breakdown>('POST', '/ai/goal-breakdown', { goal: 'Become a better listener' });
    expect(starter.body.notice).toMatch(/^This is a starter plan/);
  });

  it('splits more finely at a higher detail level', async () => {
    const sizes = [];
    for (const detail of [1, 5]) {
      const reply = await user.call<{ subgoals: { tasks: { microtasks: unknown[] }[] }[] }>('POST', '/ai/goal-breakdown', { goal: 'Learn Spanish for a trip to Madrid in 6 months', detail });
      sizes.push(reply.body.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks)).length);
    }
    expect(sizes[1]).toBeGreaterThan(sizes[0]!);
  });

  it('breaks a step down again, and a step of a step', async () => {
    const goal = await createGoal(user);
    const first = goal.subgoals[0]!.tasks[0]!.microtasks[0]!;
    const once = (await user.call<MicrotaskBreakdownResult>('POST', '/gpt/breakdown', { microtaskId: first.id, title: first.title, taskId: first.task_id })).body;
    const inner = once.microtasks[1]!;
    const twice = await user.call<MicrotaskBreakdownResult>('POST', '/gpt/breakdown', { microtaskId: inner.id, title: inner.title, taskId: inner.task_id });
    expect(twice.status).toBe(200);
    const ids = (await user.call<Goal>('GET', `/goals/${goal.id}`)).body.subgoals[0]!.tasks[0]!.microtasks.map((m) => m.id);
    expect(ids).toEqual([once.microtasks[0]!.id, ...twice.body.microtasks.map((m) => m.id), ...once.microtasks.slice(2).map((m) => m.id), goal.subgoals[0]!.tasks[0]!.microtasks[1]!.id]);
  });

  it('lets one of two break-downs of the same step at once through, and shows exactly its steps', async () => {
    const goal = await createGoal(user);
    const step = goal.subgoals[0]!.tasks[0]!.microtasks[0]!;
    const body = { microtaskId: step.id, title: step.title, taskId: step.task_id };
    const replies = await Promise.all([1, 2].map(() => user.call<MicrotaskBreakdownResult>('POST', '/gpt/breakdown', body)));
    const winner = replies.find((r) => r.status === 200);
    const loser = replies.find((r) => r !== winner);
    // Refused while the step is held (409), or not found once the winner has replaced it (404).
    expect(winner).toBeDefined();
    expect([404, 409]).toContain(loser!.status);
    const ids = (await user.call<Goal>('GET', `/goals/${goal.id}`)).body.subgoals[0]!.tasks[0]!.microtasks.map((m) => m.id);
    expect(ids).toEqual([...winner!.body.microtasks.map((m) => m.id), goal.subgoals[0]!.tasks[0]!.microtasks[1]!.id]);
  });

  it('answers 400 when the task id is not the step\'s task, and 404 for a step that is not there', async () => {
    const goal = await createGoal(user);
    const step = goal.subgoals[0]!.tasks[0]!.microtasks[0]!;
    const other = goal.subgoals[0]!.tasks[1]!;
    expect((await user.call('POST', '/gpt/breakdown', { microtaskId: step.id, title: step.title, taskId: other.id })).status).toBe(400);
    expect((await user.call('POST', '/gpt/breakdown', { microtaskId: `${goal.id}.zz.zz.zz`, title: 'x', taskId: step.task_id })).status).toBe(404);
    expect((await user.call('POST', '/gpt/breakdown', { microtaskId: 'not-an-id', title: 'x', taskId: 'y' })).status).toBe(404);
  });
});
