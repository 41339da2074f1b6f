import type { BrowserContext } from 'playwright-core';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';

/** One call to the real API as `session` (none for sign-up), with its status and JSON body. */
export async function callApi<T>(baseUrl: string, session: AuthResponse | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(session ? { authorization: `Bearer ${session.token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A call that must succeed: its JSON body, or an error naming the call and what came back. */
export async function api<T>(baseUrl: string, session: AuthResponse | null, method: string, path: string, body?: unknown): Promise<T> {
  const { status, body: answer } = await callApi<T>(baseUrl, session, method, path, body);
  if (status >= 400) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(answer)}`);
  return answer;
}

const post = <T>(baseUrl: string, path: string, body: unknown, session?: AuthResponse): Promise<T> => api<T>(baseUrl, session ?? null, 'POST', path, body);

/** Registers an account over the real API and returns its session. */
export function registerAccount(baseUrl: string, email: string, password: string): Promise<AuthResponse> {
  return post<AuthResponse>(baseUrl, '/auth/register', { name: 'Robin Baker', email, telegram_id: 'robin_baker', password });
}

/** The real planner's plan for `goal`, saved whole as goal setup's save saves it. */
export async function savePlannedGoal(baseUrl: string, session: AuthResponse, goal: string): Promise<Breakdown> {
  const plan = await post<Breakdown>(baseUrl, '/ai/goal-breakdown', { goal }, session);
  await post(baseUrl, '/goals', { user_id: session.user.id, title: plan.goal, tone: plan.tone, due_date: plan.due_date, subgoals: plan.subgoals }, session);
  return plan;
}

/** Saves a goal with one subgoal, two tasks and three bites; the first bite starts in progress. */
export function createGoal(baseUrl: string, session: AuthResponse, title: string): Promise<{ id: string }> {
  return post(baseUrl, '/goals', {
    user_id: session.user.id,
    title,
    tone: 'friendly',
    due_date: '2030-06-01',
    subgoals: [
      {
        title: 'Build a base',
        tasks: [
          { title: 'Easy runs', microtasks: [{ title: 'Run 2 km' }, { title: 'Run 3 km' }] },
          { title: 'Gear', microtasks: [{ title: 'Buy shoes' }] },
        ],
      },
    ],
  }, session);
}

/** Signs the browser in as the web app does, before any page of the context loads. */
export async function signIn(context: BrowserContext, session: AuthResponse): Promise<void> {
  await context.addInitScript((stored) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('token', stored.token);
    localStorage.setItem('user', JSON.stringify(stored.user));
  }, session);
}
