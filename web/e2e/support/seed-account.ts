import type { BrowserContext } from 'playwright-core';
import type { AuthResponse } from '@cakewalk/shared/schemas/account/user.ts';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';

async function post<T>(baseUrl: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Registers an account over the real API and returns its session. */
export function registerAccount(baseUrl: string, email: string, password: string): Promise<AuthResponse> {
  return post<AuthResponse>(baseUrl, '/auth/register', { name: 'Robin Baker', email, telegram_id: 'robin_baker', password });
}

/** The real planner's plan for `goal`, saved whole as goal setup's save saves it. */
export async function savePlannedGoal(baseUrl: string, session: AuthResponse, goal: string): Promise<Breakdown> {
  const plan = await post<Breakdown>(baseUrl, '/ai/goal-breakdown', { goal }, session.token);
  await post(baseUrl, '/goals', { user_id: session.user.id, title: plan.goal, tone: plan.tone, due_date: plan.due_date, subgoals: plan.subgoals }, session.token);
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
  }, session.token);
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
