import { beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_BUDGET_MS } from '../../../src/ai/time-budget.ts';
import { signUp, type TestUser } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();
let user: TestUser;

beforeAll(async () => {
  user = await signUp(stack.api);
});

/** Punctuation ending in a letter: the shape that made the goal reader's old trailing pattern exponential. */
const attack = (length: number) => '-.'.repeat(Math.floor((length - 1) / 2)).concat('a');

const timed = async <T>(work: () => Promise<T>) => {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
};

// Time for the request around the planner's budget: HTTP, the session check and the AI allowance.
const SLACK_MS = 3_000;

describe('a goal made to stall the goal reader', () => {
  for (const route of ['/ai/goal-breakdown', '/ai/goal-questions']) {
    it(`is planned or refused within the budget on ${route}, at 30 and at 2,000 characters`, async () => {
      for (const length of [30, 2_000]) {
        const { value, ms } = await timed(() => user.call('POST', route, { goal: attack(length) }));
        expect([200, 400, 502]).toContain(value.status);
        expect(ms).toBeLessThan(OFFLINE_BUDGET_MS + SLACK_MS);
      }
    });
  }

  it('leaves the server answering other people meanwhile', async () => {
    const other = await signUp(stack.api);
    const attacks = [1, 2, 3].map(() => user.call('POST', '/ai/goal-breakdown', { goal: attack(2_000) }));
    const { value, ms } = await timed(() => other.call('GET', '/users/me'));
    expect(value.status).toBe(200);
    expect(ms).toBeLessThan(3 * OFFLINE_BUDGET_MS + SLACK_MS);
    for (const reply of await Promise.all(attacks)) expect([200, 502]).toContain(reply.status);
  });
});
