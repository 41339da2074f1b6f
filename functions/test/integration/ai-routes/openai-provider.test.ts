import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { createGoal, signUp, type TestUser } from '../../support/api-client.ts';
import { SAMPLE_PLAN, SAMPLE_STEPS, defaultReply, replies, startFakeOpenAI, type FakeOpenAI } from '../../support/fake-openai.ts';
import { startLocalStack, type LocalStack } from '../../support/local-stack.ts';
import { breakdownJourney } from './shared-cases.ts';

let fake: FakeOpenAI;
let stack: LocalStack;
let user: TestUser;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  process.env.OPENAI_API_KEY = 'sk-test';
  process.env.OPENAI_BASE_URL = fake.url;
  process.env.OPENAI_TIMEOUT_MS = '1000';
  process.env.LOG_LEVEL = 'SILENT';
  stack = await startLocalStack();
  user = await signUp(stack.api);
});
afterAll(async () => {
  await stack.close();
  await fake.close();
});
beforeEach(() => {
  fake.setReply(defaultReply);
  fake.requests.length = 0;
});

describe('the AI routes with an OpenAI-compatible model', () => {
  it('answers with the model\'s breakdown and steps, asking with the JSON schema', async () => {
    const { breakdown, replaced } = await breakdownJourney(user, 'Run a 5k in 3 months');
    expect(breakdown).toEqual(SAMPLE_PLAN);
    expect(replaced.microtasks.map((m) => m.title)).toEqual(SAMPLE_STEPS.map((step) => step.title));
    const formats = fake.requests.map((r) => r.body.response_format?.json_schema?.name);
    expect(formats).toEqual(['goal_breakdown', 'microtask_steps']);
    expect(fake.requests[0]!.body.response_format?.json_schema?.schema).toMatchObject({ type: 'object' });
    expect(JSON.stringify(fake.requests[0]!.body.messages)).toContain('Run a 5k in 3 months');
  });

  it('answers 502 {error: "Failed to generate breakdown"} when the model fails', async () => {
    for (const reply of [replies.error(500), replies.error(429), replies.text('{"goal": '), replies.refusal()]) {
      fake.setReply(reply);
      const answer = await user.call<Breakdown>('POST', '/ai/goal-breakdown', { goal: 'Learn to juggle' });
      expect(answer).toMatchObject({ status: 502, body: { error: 'Failed to generate breakdown' } });
    }
  });

  it('answers 502 {error: "Breakdown failed"} and leaves the step as it was when the model fails', async () => {
    const goal = await createGoal(user);
    const step = goal.subgoals[0]!.tasks[0]!.microtasks[0]!;
    fake.setReply(replies.slow(3000, replies.json({ steps: SAMPLE_STEPS })));
    const started = performance.now();
    const answer = await user.call('POST', '/gpt/breakdown', { microtaskId: step.id, title: step.title, taskId: step.task_id });
    expect(answer).toMatchObject({ status: 502, body: { error: 'Breakdown failed' } });
    expect(performance.now() - started).toBeLessThan(3000);
    expect((await user.call<Goal>('GET', `/goals/${goal.id}`)).body).toEqual(goal);
  });
});
