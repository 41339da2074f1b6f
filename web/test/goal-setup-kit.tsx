// What the goal setup page's tests share: a plan the planner answers with, the app on
// /goal-setup with the API mocked, and the steps that get a plan on the page.
import { screen } from '@testing-library/react';
import type { Breakdown } from '@cakewalk/shared/schemas/breakdown.ts';
import type { User } from '@cakewalk/shared/schemas/account/user.ts';
import { goal, USER } from './fixtures.ts';
import { mockApi, type ApiHandlers } from './mock-api.ts';
import { renderApp } from './render-app.tsx';

export const BREAKDOWN: Breakdown = {
  goal: 'Run a 10K',
  tone: 'motivational',
  subgoals: [
    {
      title: 'Build a base',
      tasks: [{ title: 'Easy runs', microtasks: [{ title: 'Run 2 km', minutes: 15, repeat: null }, { title: 'Run 3 km', minutes: 20, repeat: null }] }],
    },
    { title: 'Race week', tasks: [{ title: 'Taper', microtasks: [{ title: 'Rest day', minutes: 5, repeat: null }] }] },
  ],
  due_date: null,
  source: 'offline',
};

export const GOAL_TEXT = 'I want to run 10 km without stopping by June';

export function setup(extra: ApiHandlers = {}, session: { token: string; user?: User } = { token: 'test-token', user: USER }) {
  const api = mockApi({
    'GET /api/users/me': { body: USER },
    'POST /api/ai/goal-questions': { body: { questions: [] } },
    'POST /api/ai/goal-breakdown': { body: BREAKDOWN },
    'GET /api/users/u1/dashboard': { body: { goals: [] } },
    ...extra,
  });
  return { api, ...renderApp('/goal-setup', { session }) };
}

/** The person at the keyboard, as Testing Library's user-event drives them. */
export type SetupUser = ReturnType<typeof renderApp>['user'];

/**
 * Gets a plan on the page. The goal goes in as one paste: typed, each of its 45 keys rendered the
 * whole page again, a fifth of these files' time, and the tests that type (the page's own) do so
 * themselves.
 */
export async function generate(user: SetupUser) {
  await user.click(await screen.findByPlaceholderText('Describe your goal in natural language...'));
  await user.paste(GOAL_TEXT);
  await user.click(screen.getByRole('button', { name: 'Generate Breakdown' }));
  await screen.findByRole('heading', { name: 'Your breakdown' });
}

export const saveButton = () => screen.getByRole('button', { name: 'Confirm & Save' });

// Tests that show a plan load the editor, a chunk of its own: more than Vitest's 5 s on a busy machine.
export const EDITOR_TIMEOUT = { timeout: 20_000 };

/** The goal the server answers a save with. */
export const savedGoal = () => goal('g9', 'Run a 10K', 'in_progress', [], { description: GOAL_TEXT });
