import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import type { BreakdownSubgoal, IfThen } from '@cakewalk/shared/schemas/breakdown.ts';
import type { Tone } from '@cakewalk/shared/schemas/common.ts';
import type { Goal } from '@cakewalk/shared/schemas/goal.ts';

export interface ApiReply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small fetch wrapper for tests: JSON in, JSON out, status kept. */
export function client(api: string, token?: string) {
  return async function call<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiReply<T>> {
    const response = await fetch(`${api}${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
  };
}

type Call = ReturnType<typeof client>;

let counter = 0;
export interface TestUser {
  id: string;
  token: string;
  email: string;
  password: string;
  call: Call;
}

export async function signUp(api: string, name = 'Test User'): Promise<TestUser> {
  const email = `user${++counter}.${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const reply = await client(api)<AuthResponse>('POST', '/auth/register', { name, email, telegram_id: '@tester_bot', password });
  if (reply.status !== 201) throw new Error(`sign-up failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { id: reply.body.user.id, token: reply.body.token, email, password, call: client(api, reply.body.token) };
}

/** A plan as a new goal saves it: the goal's title, tone and tree, and an if-then plan if any. */
export interface GoalPlan {
  goal: string;
  tone: Tone;
  subgoals: BreakdownSubgoal[];
  if_then?: IfThen;
}

export const sampleBreakdown: GoalPlan = {
  goal: 'Run a 5k in 8 weeks',
  tone: 'motivational',
  subgoals: [
    {
      title: 'Build a base',
      tasks: [
        { title: 'Get ready', microtasks: [{ title: 'Buy running shoes' }, { title: 'Plan three runs a week' }] },
        { title: 'Start running', microtasks: [{ title: 'Run 1 km easy' }, { title: 'Run 2 km easy' }, { title: 'Stretch after runs' }] },
      ],
    },
    {
      title: 'Race day',
      tasks: [{ title: 'Enter a race', microtasks: [{ title: 'Find a local 5k' }, { title: 'Register for the race' }] }],
    },
  ],
};

export async function createGoal(user: TestUser, breakdown: GoalPlan = sampleBreakdown): Promise<Goal> {
  const reply = await user.call<Goal>('POST', '/goals', {
    user_id: user.id,
    title: breakdown.goal,
    tone: breakdown.tone,
    subgoals: breakdown.subgoals,
    description: 'I want to run a 5k without stopping.',
    ...(breakdown.if_then && { if_then: breakdown.if_then }),
  });
  if (reply.status !== 201) throw new Error(`goal create failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}
