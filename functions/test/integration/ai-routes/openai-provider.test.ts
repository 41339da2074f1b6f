import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { MicrotaskBreakdownResult } from '@cakewalk/shared/schemas/goal.ts';
import { NOTICES } from '../../../src/words/notice-words.ts';
import { createGoal, signUp, type TestUser } from '../../support/api-client.ts';
import type { GoalQuestions } from '@cakewalk/shared/schemas/goal-questions.ts';
import { SAMPLE_BREAKDOWN, SAMPLE_IF_THEN, SAMPLE_PLAN, SAMPLE_QUESTIONS, SAMPLE_STEPS, defaultReply, replies, startFakeOpenAI, type FakeOpenAI } from '../../support/fake-openai.ts';
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

  it('asks the model its questions, then sends the answers with the goal and returns the if-then plan', async () => {
    const asked = await user.call<GoalQuestions>('POST', '/ai/goal-questions', { goal: 'Run a 5k' });
    expect(asked).toMatchObject({ status: 200, body: { questions: SAMPLE_QUESTIONS } });
    expect(fake.requests[0]!.body.response_format?.json_schema?.name).toBe('goal_questions');
    const answers = [{ id: 'due', answer: 'In 3 months' }, { id: 'obstacle', answer: 'Long workdays' }];
    const planned = await user.call<Breakdown>('POST', '/ai/goal-breakdown', { goal: 'Run a 5k', answers });
    expect(planned).toMatchObject({ status: 200, body: { ...SAMPLE_PLAN, if_then: SAMPLE_IF_THEN } });
    expect(fake.requests[1]!.body.response_format?.json_schema?.name).toBe('goal_breakdown_answered');
    expect(JSON.parse(fake.requests[1]!.body.messages!.at(-1)!.content)).toEqual({ goal: 'Run a 5k', answers });
  });

  it('asks the offline questions when the model fails, and keeps only questions that fit the schema', async () => {
    fake.setReply(replies.error(500));
    const offline = await user.call<GoalQuestions>('POST', '/ai/goal-questions', { goal: 'Learn Spanish' });
    expect(offline.status).toBe(200);
    expect(offline.body.questions.map((q) => q.id)).toEqual(['due', 'time', 'obstacle']);
    fake.setReply(replies.json({ questions: [...SAMPLE_QUESTIONS, { id: 'time', text: 'How long?', choices: ['Only one'] }] }));
    const trimmed = await user.call<GoalQuestions>('POST', '/ai/goal-questions', { goal: 'Run a 5k' });
    expect(trimmed.body.questions).toEqual(SAMPLE_QUESTIONS);
  });

  const failures = {
    'a 500': replies.error(500),
    'a 429': replies.error(429),
    'a cut-off answer': replies.json(SAMPLE_BREAKDOWN, 'length'),
    'broken JSON': replies.text('{"goal": '),
    'a refusal': replies.refusal(),
    'an answer slower than the deadline': replies.slow(3000, replies.json(SAMPLE_BREAKDOWN)),
  };

  for (const [name, reply] of Object.entries(failures)) {
    it(`answers a goal from the offline planner, with a notice, after ${name}`, async () => {
      fake.setReply(reply);
      const answer = await user.call<Breakdown>('POST', '/ai/goal-breakdown', { goal: 'Learn to juggle by Friday' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ source: 'offline', notice: NOTICES.offline, due_date: expect.any(String) });
      expect(fake.requests.length).toBeGreaterThan(0);
    });
  }

  it('breaks a step down with the offline planner when the model fails', async () => {
    const goal = await createGoal(user);
    const step = goal.subgoals[0]!.tasks[0]!.microtasks[0]!;
    fake.setReply(replies.slow(3000, replies.json({ steps: SAMPLE_STEPS })));
    const answer = await user.call<MicrotaskBreakdownResult>('POST', '/gpt/breakdown', { microtaskId: step.id, title: step.title, taskId: step.task_id });
    expect(answer.status).toBe(200);
    expect(answer.body.microtasks.length).toBeGreaterThanOrEqual(2);
    expect(answer.body.microtasks.map((m) => m.title)).not.toContain(step.title);
  });

  it("puts today's date in the user's time zone into the goal prompt", async () => {
    await user.call('PUT', '/users/me/settings', { timezone: 'Pacific/Auckland', checkin_time: '09:00', weekly_day: 0, weekly_time: '18:00', paused: false });
    await user.call('POST', '/ai/goal-breakdown', { goal: 'Run a 5k in 3 months' });
    const system = fake.requests.at(-1)?.body.messages?.[0]?.content ?? '';
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
    expect(system).toContain(`${today} in the time zone Pacific/Auckland`);
  });
});
