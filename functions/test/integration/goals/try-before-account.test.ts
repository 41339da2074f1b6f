import { describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { GoalQuestions } from '@cakewalk/shared/schemas/goal-questions.ts';
import { ddb, tableName } from '../../../src/data/client.ts';
import { fromAddress } from '../../support/from-address.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

// The landing page's goal box: a visitor plans a goal over the public routes, with no account.

const stack = withLocalStack({ OPENAI_API_KEY: undefined });
let nextAddress = 40;

const newVisitor = () => fromAddress(stack.api, `127.0.0.${++nextAddress}`);

async function allItems(): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start }));
    found.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

describe('trying a plan before making an account', () => {
  it('asks its questions, then plans the goal with the answers, as the signed-in routes do', async () => {
    const visit = newVisitor();
    const asked = await visit<GoalQuestions>('POST', '/try/goal-questions', { goal: 'Save money' });
    expect(asked.status).toBe(200);
    expect(asked.body.questions.length).toBeGreaterThan(0);
    const answers = asked.body.questions.map((question) => ({ id: question.id, answer: question.choices[0]! }));
    const plan = await visit<Breakdown>('POST', '/try/goal-breakdown', { goal: 'Save money', answers });
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ goal: 'Save money', tone: expect.any(String) });
    expect(plan.body.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks)).length).toBeGreaterThan(0);
  });

  it('refuses a goal with no words, and a body that is not a goal, in words', async () => {
    const visit = newVisitor();
    expect(await visit('POST', '/try/goal-breakdown', { goal: '🎯🎯' })).toMatchObject({ status: 400, body: { error: 'Describe your goal in words.' } });
    const malformed = await visit<{ error: string }>('POST', '/try/goal-questions', { goal: 42 });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toEqual(expect.any(String));
  });

  it('stores nothing the visitor typed: the only items it adds are the address counts', async () => {
    const before = new Set((await allItems()).map((item) => `${String(item.pk)} ${String(item.sk)}`));
    const words = 'Learn the zanzibarian harmonica by June';
    const visit = newVisitor();
    const asked = await visit<GoalQuestions>('POST', '/try/goal-questions', { goal: words });
    expect(asked.status).toBe(200);
    const answers = asked.body.questions.map((question) => ({ id: question.id, answer: 'quietly zanzibarian evenings' }));
    expect((await visit('POST', '/try/goal-breakdown', { goal: words, answers, detail: 4 })).status).toBe(200);

    const added = (await allItems()).filter((item) => !before.has(`${String(item.pk)} ${String(item.sk)}`));
    expect(added.length).toBeGreaterThan(0);
    for (const item of added) expect(String(item.pk)).toMatch(/^TRYFROM#127\.0\.0\.\d+$/);
    expect(JSON.stringify(await allItems()).toLowerCase()).not.toContain('zanzibarian');
  });

  it('gives one address its allowance an hour, then 429 with the reason in words, while another address still plans', async () => {
    const visit = newVisitor();
    const { perAddress } = ABUSE_LIMITS.tryPlans;
    for (let used = 0; used < perAddress; used += 1) {
      const path = used % 2 === 0 ? '/try/goal-questions' : '/try/goal-breakdown';
      expect((await visit('POST', path, { goal: 'Run a 5k' })).status).toBe(200);
    }
    const refused = await visit<{ error: string }>('POST', '/try/goal-breakdown', { goal: 'Run a 5k' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(`You have tried ${perAddress} plans from here this hour. Make a free account to keep planning, or try again later.`);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await visit('POST', '/try/goal-questions', { goal: 'Run a 5k' })).status).toBe(429);

    expect((await newVisitor()('POST', '/try/goal-breakdown', { goal: 'Run a 5k' })).status).toBe(200);
  });
});
