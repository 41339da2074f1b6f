import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLAN_CHANGED, type Goal } from '@cakewalk/shared/schemas/goal.ts';
import { dashboardFixture, USER } from '../../../../test/fixtures.ts';
import { mockApi, type ApiHandlers } from '../../../../test/mock-api.ts';
import { choose, rename, stepMenu } from '../../../../test/plan-editor.ts';
import { renderApp } from '../../../../test/render-app.tsx';

function setup(extra: ApiHandlers = {}) {
  const api = mockApi({
    'GET /api/users/me': { body: USER },
    'GET /api/users/u1/dashboard': { body: dashboardFixture() },
    ...extra,
  });
  return { api, ...renderApp('/dashboard?goal=g2') };
}

async function openEditor(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit plan' }));
  return screen.findByRole('region', { name: 'Edit plan: Learn Spanish' });
}

// Each test opens the editor, a chunk of its own: more than Vitest's 5 s on a busy machine.
const EDITOR_TIMEOUT = { timeout: 20_000 };

describe('Edit plan opens with focus on its heading', EDITOR_TIMEOUT, () => {
  it('focuses the heading on open, and the Edit plan button again on Cancel', async () => {
    const { user } = setup();
    await openEditor(user);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Edit plan: Learn Spanish' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit plan' })).toHaveFocus());
  });
});

describe('Edit plan on the dashboard', EDITOR_TIMEOUT, () => {
  it('saves renames, moves and repeats with the ids and the version it was read at', async () => {
    const saved: Goal = { ...dashboardFixture().goals[0]!, version: 2 };
    const { user, api } = setup({ 'PUT /api/goals/g2/plan': { body: saved } });
    await openEditor(user);

    await rename(user, 'Microtask 1.1.1', 'Say the vowels');
    await choose(user, 'Microtask 1.1.2', 'Move up');
    await choose(user, 'Microtask 1.1.2', 'How often');
    await user.selectOptions(screen.getByRole('combobox', { name: 'How often: Microtask 1.1.2' }), 'day');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));

    expect(await screen.findByRole('button', { name: 'Edit plan' })).toBeInTheDocument();
    expect(api.callsTo('PUT /api/goals/g2/plan')[0]?.body).toEqual({
      version: 1,
      subgoals: [
        {
          id: 's4',
          title: 'Basics',
          tasks: [
            {
              id: 't6',
              title: 'Alphabet',
              microtasks: [
                { id: 'm10', title: 'Consonants' },
                { id: 'm9', title: 'Say the vowels', repeat: { every: 'day', times: 30 } },
              ],
            },
          ],
        },
      ],
    });
  });

  it('Cancel discards the edits and sends nothing', async () => {
    const { user, api } = setup();
    await openEditor(user);
    await choose(user, 'Microtask 1.1.1', 'Delete');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(await screen.findByRole('button', { name: 'Edit plan' }));
    expect(await screen.findByRole('button', { name: 'Microtask 1.1.1 actions' })).toHaveAccessibleDescription('Vowels');
    expect(api.callsTo('PUT /api/goals/g2/plan')).toHaveLength(0);
  });

  it('a plan changed elsewhere says so and reloads the latest on request', async () => {
    const { user } = setup({ 'PUT /api/goals/g2/plan': { status: 409, body: { error: PLAN_CHANGED } } });
    await openEditor(user);
    await rename(user, 'Microtask 1.1.1', 'Vowels!');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_CHANGED);
    await user.click(screen.getByRole('button', { name: 'Reload the plan' }));
    await waitFor(() => expect(stepMenu('Microtask 1.1.1')).toHaveAccessibleDescription('Vowels'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
