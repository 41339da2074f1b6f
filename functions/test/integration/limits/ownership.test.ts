import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, Goal } from '@cakewalk/shared/schemas/goal.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import { createGoal, signUp, type TestUser } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();
let ann: TestUser;
let bob: TestUser;
let goal: Goal;
let reflection: Reflection;

beforeAll(async () => {
  [ann, bob] = await Promise.all([signUp(stack.api, 'Ann'), signUp(stack.api, 'Bob')]);
  goal = await createGoal(ann);
  reflection = (await ann.call<Reflection>('POST', '/reflections', { goal_id: goal.id, content: 'Ann thinks' })).body;
});

const annState = async () => ({
  dashboard: (await ann.call<Dashboard>('GET', `/users/${ann.id}/dashboard`)).body,
  reflections: (await ann.call<Reflection[]>('GET', `/reflections?user_id=${ann.id}`)).body,
});

describe('one user acting on another user\'s data', () => {
  it('gets 403 for a user_id that is not theirs and 404 for data that is not theirs, and changes nothing', async () => {
    const before = await annState();
    const step = goal.subgoals[0]!.tasks[0]!.microtasks[1]!;
    const attempts: [string, string, unknown, number][] = [
      ['GET', `/users/${ann.id}/dashboard`, undefined, 403],
      ['GET', `/goals?user_id=${ann.id}`, undefined, 403],
      ['POST', '/goals', { user_id: ann.id, title: 'Hijack', tone: 'strict', subgoals: [{ title: 'S', tasks: [{ title: 'T', microtasks: [{ title: 'M' }] }] }] }, 403],
      ['GET', `/goals/${goal.id}`, undefined, 404],
      ['PUT', `/goals/${goal.id}`, { title: 'Mine now', description: '', due_date: null }, 404],
      ['DELETE', `/goals/${goal.id}`, undefined, 404],
      ['PATCH', `/microtasks/${step.id}/status`, { status: 'done' }, 404],
      ['POST', '/gpt/breakdown', { microtaskId: step.id, title: step.title, taskId: step.task_id }, 404],
      ['GET', `/reflections?user_id=${ann.id}`, undefined, 403],
      ['POST', '/reflections', { goal_id: goal.id, content: 'Bob writes on Ann\'s goal' }, 404],
    ];
    for (const [method, path, body, status] of attempts) {
      const reply = await bob.call(method, path, body);
      expect(reply.status, `${method} ${path}`).toBe(status);
      expect(reply.body, `${method} ${path}`).toEqual({ error: expect.any(String) });
    }
    expect(await annState()).toEqual(before);
    expect(before.reflections).toEqual([reflection]);
  });

  it('sees only their own account and goals', async () => {
    expect((await bob.call('GET', '/users/me')).body).toMatchObject({ id: bob.id, name: 'Bob' });
    expect((await bob.call<Dashboard>('GET', `/users/${bob.id}/dashboard`)).body).toEqual({ goals: [] });
    expect((await bob.call('GET', `/goals?user_id=${bob.id}`)).body).toEqual([]);
    expect((await bob.call('GET', `/reflections?user_id=${bob.id}`)).body).toEqual([]);
  });
});
