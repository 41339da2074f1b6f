import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { client, createGoal, signUp, type TestUser } from '../support/api-client.ts';
import { startLocalStack, type LocalStack } from '../support/local-stack.ts';

let stack: LocalStack;
let ann: TestUser;

beforeAll(async () => {
  stack = await startLocalStack();
  ann = await signUp(stack.api);
});
afterAll(() => stack.close());

const goalIds = async () => (await ann.call<Dashboard>('GET', `/users/${ann.id}/dashboard`)).body.goals.map((g) => g.id);

describe('ids that are not well formed', () => {
  it('name no goal: a prefix of every id, or a subgoal\'s id, is a 404 and deletes or changes nothing', async () => {
    const goal = await createGoal(ann);
    await createGoal(ann);
    const before = (await ann.call<Dashboard>('GET', `/users/${ann.id}/dashboard`)).body;
    const subgoal = encodeURIComponent(`${goal.id}#${goal.subgoals[0]!.id.split('.')[1]}`);
    for (const id of ['0', goal.id.slice(0, 10), subgoal, goal.subgoals[0]!.id]) {
      expect((await ann.call('GET', `/goals/${id}`)).status, id).toBe(404);
      expect((await ann.call('PUT', `/goals/${id}`, { title: 'Hijacked', description: '', due_date: null })).status, id).toBe(404);
      expect((await ann.call('DELETE', `/goals/${id}`)).status, id).toBe(404);
      expect((await ann.call('POST', '/reflections', { goal_id: id, content: 'Where does this go?' })).status, id).toBe(404);
    }
    expect((await ann.call<Dashboard>('GET', `/users/${ann.id}/dashboard`)).body).toEqual(before);
    expect(await goalIds()).toHaveLength(2);
  });

  it('answers broken percent-encoding in a path with 404', async () => {
    expect((await ann.call('GET', '/goals/%E0%A4%A')).status).toBe(404);
  });
});

describe('odd but valid input', () => {
  it('lists reflections from a day before 1970 without failing', async () => {
    const reply = await ann.call('GET', `/reflections?user_id=${ann.id}&start_date=1960-01-01&end_date=1965-12-31`);
    expect(reply).toMatchObject({ status: 200, body: [] });
  });

  it('signs up an email pasted with spaces around it', async () => {
    const reply = await client(stack.api)('POST', '/auth/register', { name: 'Pat', email: '  pat@example.com ', telegram_id: 'pat_user', password: 'password123' });
    expect(reply).toMatchObject({ status: 201, body: { user: { email: 'pat@example.com' } } });
  });

  it('serves a request whose Host header is not a host', async () => {
    const url = new URL(`${stack.api}/users/me`);
    const status = await new Promise<number>((resolve, reject) => {
      request({ host: url.hostname, port: url.port, path: url.pathname, headers: { host: 'not a host' } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }).on('error', reject).end();
    });
    expect(status).toBe(401);
  });
});
