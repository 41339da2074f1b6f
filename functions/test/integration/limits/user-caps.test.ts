import { beforeAll, describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { profileKey } from '../../../src/data/keys.ts';
import { get, update } from '../../../src/data/store.ts';
import { createGoal, signUp, type GoalPlan, type TestUser } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();

const small = (i: number): GoalPlan => ({
  goal: `Goal number ${i}`,
  tone: 'friendly',
  subgoals: [{ title: 'Start', tasks: [{ title: 'Begin', microtasks: [{ title: 'Take the first step' }] }] }],
});
const FULL = 'You have 100 goals. Finish or delete one first.';

describe('goals per user', () => {
  // One user at the bound, shared by the tests below in order: filling it takes 100 saves.
  let user: TestUser;
  const goals: Goal[] = [];
  const save = (title: string) => user.call('POST', '/goals', { user_id: user.id, title, tone: 'friendly', subgoals: small(0).subgoals });
  const count = async () => (await user.call<unknown[]>('GET', `/goals?user_id=${user.id}`)).body.length;

  beforeAll(async () => {
    user = await signUp(stack.api);
    for (let i = 0; i < ABUSE_LIMITS.goalsPerUser; i++) goals.push(await createGoal(user, small(i)));
  });

  it('refuses the 101st goal with 400 and saves nothing', async () => {
    expect(await save('One too many')).toMatchObject({ status: 400, body: { error: FULL } });
    expect(await count()).toBe(ABUSE_LIMITS.goalsPerUser);
  });

  it('gives the place of a deleted goal back once, however many deletes of it run at once', async () => {
    const deletes = await Promise.all([1, 2, 3].map(() => user.call('DELETE', `/goals/${goals[0]!.id}`)));
    expect(deletes.some((reply) => reply.status === 200)).toBe(true);
    const saves = await Promise.all([save('Back one'), save('Back two')]);
    expect(saves.map((reply) => reply.status).sort()).toEqual([201, 400]);
    expect(await count()).toBe(ABUSE_LIMITS.goalsPerUser);
  });

  it('lets only one of several goals saved at once take the last place', async () => {
    expect((await user.call('DELETE', `/goals/${goals[1]!.id}`)).status).toBe(200);
    const saves = await Promise.all([1, 2, 3, 4].map((i) => save(`Racer ${i}`)));
    expect(saves.map((reply) => reply.status).sort()).toEqual([201, 400, 400, 400]);
    expect(await count()).toBe(ABUSE_LIMITS.goalsPerUser);
  });
});

describe('an account from before goals were counted', () => {
  it('is counted from its goals the first time it saves one', async () => {
    const user = await signUp(stack.api);
    for (let i = 0; i < 3; i++) await createGoal(user, small(i));
    await update({ Key: profileKey(user.id), UpdateExpression: 'REMOVE goal_count' });
    await createGoal(user, small(3));
    expect(await get(profileKey(user.id), ['goal_count'])).toEqual({ goal_count: 4 });
  });

  it('saves every one of its first goals sent at once, and counts them all', async () => {
    const user = await signUp(stack.api);
    await update({ Key: profileKey(user.id), UpdateExpression: 'REMOVE goal_count' });
    const saves = await Promise.all([0, 1, 2, 3, 4].map((i) => user.call('POST', '/goals', { user_id: user.id, title: `At once ${i}`, tone: 'friendly', subgoals: small(i).subgoals })));
    expect(saves.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await get(profileKey(user.id), ['goal_count'])).toEqual({ goal_count: 5 });
  });
});

describe('AI breakdowns per user', () => {
  const { perUser } = ABUSE_LIMITS.aiBreakdowns;

  it(`allows ${perUser} an hour, goal and step breakdowns together, even all at once; then 429`, async () => {
    const user = await signUp(stack.api);
    const goal = await createGoal(user);
    const step = goal.subgoals[0]!.tasks[0]!.microtasks[0]!;
    expect((await user.call('POST', '/gpt/breakdown', { microtaskId: step.id, title: step.title, taskId: step.task_id })).status).toBe(200);
    const burst = await Promise.all(Array.from({ length: perUser + 4 }, (_, i) =>
      user.call('POST', '/ai/goal-breakdown', { goal: `Learn to juggle ${i + 3} balls` })));
    expect(burst.filter((reply) => reply.status === 200)).toHaveLength(perUser - 1);
    const refused = burst.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.body).toEqual({ error: `You have used your ${perUser} AI breakdowns for this hour. Please try again later.` });
    expect(refused[0]!.headers.get('retry-after')).toMatch(/^\d+$/);

    const next = (await user.call<Goal>('GET', `/goals/${goal.id}`)).body.subgoals[0]!.tasks[0]!.microtasks[0]!;
    expect((await user.call('POST', '/gpt/breakdown', { microtaskId: next.id, title: next.title, taskId: next.task_id })).status).toBe(429);
    const other = await signUp(stack.api);
    expect((await other.call('POST', '/ai/goal-breakdown', { goal: 'Learn to juggle' })).status).toBe(200);
  });

  it('does not count a breakdown refused for bad input', async () => {
    const user = await signUp(stack.api);
    for (let i = 0; i < perUser + 5; i++) expect((await user.call('POST', '/ai/goal-breakdown', { goal: '' })).status).toBe(400);
    expect((await user.call('POST', '/ai/goal-breakdown', { goal: 'Learn to juggle' })).status).toBe(200);
  });
});
