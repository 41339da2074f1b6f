import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { queryPrefix } from '../../../src/data/store.ts';
import { createGoal, sampleBreakdown, signUp, type TestUser } from '../../support/api-client.ts';
import { injectCrashes } from '../../support/crash-injection.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();
let ann: TestUser;

beforeAll(async () => {
  ann = await signUp(stack.api);
});

const crashes = injectCrashes();

const dashboard = async () => (await ann.call<Dashboard>('GET', `/users/${ann.id}/dashboard`)).body.goals;
const storedGoalItems = () => queryPrefix<{ sk: string }>(`USER#${ann.id}`, 'GOAL#', ['sk']);

// A goal big enough to take several 25-item batches.
const big = {
  ...sampleBreakdown,
  subgoals: Array.from({ length: 4 }, (_, s) => ({
    title: `Phase ${s + 1}`,
    tasks: Array.from({ length: 4 }, (_, t) => ({ title: `Task ${s + 1}.${t + 1}`, microtasks: Array.from({ length: 4 }, (_, m) => ({ title: `Step ${s + 1}.${t + 1}.${m + 1}` })) })),
  })),
};

describe('a crash in the middle of a write', () => {
  it('never shows half a goal being created, and a retry creates it whole', async () => {
    const before = await dashboard();
    crashes.crashAt('BatchWriteItemCommand', 2);
    const failed = await ann.call('POST', '/goals', { user_id: ann.id, title: big.goal, tone: big.tone, subgoals: big.subgoals });
    expect(failed).toMatchObject({ status: 503, body: { error: expect.any(String) } });
    expect((await storedGoalItems()).length).toBeGreaterThan(0);
    expect(await dashboard()).toEqual(before);

    const retried = await createGoal(ann, big);
    const after = await dashboard();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual(retried);
    expect(retried.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks))).toHaveLength(64);
  });

  it('never shows half a goal being deleted, and deleting again removes every item', async () => {
    const goal = await createGoal(ann, big);
    crashes.crashAt('BatchWriteItemCommand', 2);
    const failed = await ann.call('DELETE', `/goals/${goal.id}`);
    expect(failed.status).toBe(503);
    expect((await dashboard()).map((g) => g.id)).not.toContain(goal.id);
    expect((await ann.call('GET', `/goals/${goal.id}`)).status).toBe(404);

    expect((await ann.call('DELETE', `/goals/${goal.id}`)).body).toEqual({ ok: true });
    expect((await storedGoalItems()).filter((item) => item.sk.startsWith(`GOAL#${goal.id}`))).toEqual([]);
  });
});
