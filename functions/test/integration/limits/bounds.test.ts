import { beforeAll, describe, expect, it } from 'vitest';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';
import { client, createGoal, signUp, type TestUser } from '../../support/api-client.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

const stack = withLocalStack();
let ann: TestUser;
let goal: Goal;

beforeAll(async () => {
  ann = await signUp(stack.api);
  goal = await createGoal(ann);
});

const tree = (subgoals: number, tasks: number, microtasks: number, title = 'Step') => Array.from({ length: subgoals }, () => ({
  title, tasks: Array.from({ length: tasks }, () => ({ title, microtasks: Array.from({ length: microtasks }, () => ({ title })) })),
}));

describe('every bound answers 400 with a message naming the field in plain words', () => {
  const register = { name: 'Ann', email: 'a@example.com', telegram_id: 'ann_bot', password: 'password1' };

  it.each([
    ['name', { ...register, name: '' }],
    ['name', { ...register, name: 'n'.repeat(101) }],
    ['email', { ...register, email: 'not-an-email' }],
    ['email', { ...register, email: `${'e'.repeat(250)}@ex.io` }],
    ['password', { ...register, password: 'short' }],
    ['password', { ...register, password: 'p'.repeat(129) }],
    ['Telegram username', { ...register, telegram_id: 'a b' }],
    ['name', { ...register, name: 42 }],
  ])('register: %s', async (field, body) => {
    const reply = await client(stack.api)<{ error: string }>('POST', '/auth/register', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain(field);
  });

  it('login: a missing password', async () => {
    const reply = await client(stack.api)<{ error: string }>('POST', '/auth/login', { email: 'a@example.com' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain('password');
  });

  const goalBody = () => ({ user_id: ann.id, title: 'Goal', tone: 'friendly', subgoals: tree(1, 1, 1) });
  it.each([
    ['title', { title: '' }],
    ['title', { title: 't'.repeat(201) }],
    ['tone', { tone: 'sarcastic' }],
    ['subgoals', { subgoals: [] }],
    ['subgoals', { subgoals: tree(13, 1, 1) }],
    ['tasks', { subgoals: tree(1, 13, 1) }],
    ['microtasks', { subgoals: tree(1, 1, 13) }],
    ['microtasks', { subgoals: tree(1, 1, 0) }],
    ['title', { subgoals: tree(1, 1, 1, 'x'.repeat(201)) }],
    ['description', { description: 'd'.repeat(5001) }],
    ['due date', { due_date: 'next tuesday' }],
    ['user id', { user_id: undefined }],
  ])('create goal: %s', async (field, change) => {
    const reply = await ann.call<{ error: string }>('POST', '/goals', { ...goalBody(), ...change });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain(field);
  });

  it.each([
    ['title', { title: ' ', description: '', due_date: null }],
    ['description', { title: 'T', description: 'd'.repeat(5001), due_date: null }],
    ['due date', { title: 'T', description: '', due_date: '2027-13-01' }],
  ])('update goal: %s', async (field, body) => {
    const reply = await ann.call<{ error: string }>('PUT', `/goals/${goal.id}`, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain(field);
    expect((await ann.call<Goal>('GET', `/goals/${goal.id}`)).body).toEqual(goal);
  });

  it('microtask status: an unknown status', async () => {
    const step = goal.subgoals[0]!.tasks[0]!.microtasks[0]!;
    const reply = await ann.call<{ error: string }>('PATCH', `/microtasks/${step.id}/status`, { status: 'finished' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain('status');
  });

  it.each([
    ['goal', { goal: '' }],
    ['goal', { goal: 'g'.repeat(2001) }],
    ['detail', { goal: 'Learn Spanish', detail: 6 }],
    ['detail', { goal: 'Learn Spanish', detail: 2.5 }],
  ])('goal breakdown: %s', async (field, body) => {
    const reply = await ann.call<{ error: string }>('POST', '/ai/goal-breakdown', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain(field);
  });

  it.each([
    ['microtask id', { title: 'T', taskId: 'x' }],
    ['title', { microtaskId: 'x', title: '', taskId: 'x' }],
    ['detail', { microtaskId: 'x', title: 'T', taskId: 'x', detail: 0 }],
  ])('microtask breakdown: %s', async (field, body) => {
    const reply = await ann.call<{ error: string }>('POST', '/gpt/breakdown', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain(field);
  });

  it.each([
    ['content', { content: '' }],
    ['content', { content: 'c'.repeat(5001) }],
    ['goal id', { content: 'Fine', goal_id: 7 }],
  ])('create reflection: %s', async (field, body) => {
    const reply = await ann.call<{ error: string }>('POST', '/reflections', body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain(field);
  });

  it.each([
    ['user id', ''],
    ['start date', '&start_date=yesterday'],
    ['sort', '&sort=sideways'],
    ['limit', '&limit=0'],
    ['limit', '&limit=101'],
    ['start date', '&start_date=2026-05-02&end_date=2026-05-01'],
    ['cursor', '&cursor=bm9wZQ'],
  ])('list reflections: %s', async (field, query) => {
    const path = field === 'user id' ? '/reflections' : `/reflections?user_id=${ann.id}${query}`;
    const reply = await ann.call<{ error: string }>('GET', path);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toContain(field);
  });

  it('list goals and dashboard: a missing user_id', async () => {
    expect((await ann.call('GET', '/goals')).status).toBe(400);
  });
});
