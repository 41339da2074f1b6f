import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { routeIds, routePath, routes, type RouteId } from '@cakewalk/shared/routes.ts';
import { queryPrefix } from '../../../src/data/store.ts';
import { client, createGoal, signUp, type TestUser } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();
let ann: TestUser;

beforeAll(async () => {
  ann = await signUp(stack.api);
});

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

  it('are a 404 on every route with an id in its path, and write nothing: PUT /goals/{id}%23s0/plan among them', async () => {
    const goal = await createGoal(ann);
    const reflection = (await ann.call<{ id: string }>('POST', '/reflections', { content: 'A note' })).body;
    const [subgoal, task, bite] = [goal.subgoals[0]!, goal.subgoals[0]!.tasks[0]!, goal.subgoals[0]!.tasks[0]!.microtasks[0]!];
    const key = (id: string) => id.split('.')[1]!;
    const plan = { version: 1, subgoals: [{ title: 'New slice', tasks: Array.from({ length: 12 }, (_, t) => ({
      title: `Crumb ${t}`, microtasks: Array.from({ length: 12 }, (_, m) => ({ title: `Bite ${t}.${m}` })),
    })) }] };
    const bodies: Partial<Record<RouteId, unknown>> = {
      'update-goal': { title: 'Hijacked', description: '', due_date: null },
      'update-plan': plan,
      'update-microtask-status': { status: 'done' },
      'rest-goal': { resting: true },
      'update-reflection': { content: 'Rewritten' },
      'reply-checkin': { content: 'done' },
      'choose-way-forward': { way: 'pause' },
    };
    const malformed = [
      `${goal.id}#${key(subgoal.id)}`, `${goal.id}#${key(bite.id)}`, subgoal.id, task.id, `${bite.id}#x`, `${bite.id}.m1`,
      goal.id.toLowerCase(), goal.id.slice(0, 10), '0', `${reflection.id}#`, `${goal.id}/../${goal.id}`,
    ];
    const before = await queryPrefix(`USER#${ann.id}`, '');
    const withId = routeIds.filter((id) => routes[id].path.includes('{id}') && routes[id].auth);
    expect(withId.length).toBeGreaterThanOrEqual(10);
    for (const id of withId) {
      for (const bad of malformed) {
        const reply = await ann.call(routes[id].method, routePath(id, { id: bad }), bodies[id]);
        expect(reply, `${id} ${bad}`).toMatchObject({ status: 404, body: { error: expect.stringMatching(/not found$/) } });
      }
    }
    expect(await queryPrefix(`USER#${ann.id}`, '')).toEqual(before);
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
