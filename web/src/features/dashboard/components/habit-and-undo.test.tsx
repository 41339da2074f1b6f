import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { dashboardFixture, USER } from '../../../../test/fixtures.ts';
import { mockApi, onceThenPending, type ApiHandlers } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

/** The refetch after a change never answers, so what the screen shows comes from the answers. */
function setup(extra: ApiHandlers, dashboard: Dashboard = dashboardFixture()) {
  const api = mockApi({
    'GET /api/users/me': { body: USER },
    'GET /api/users/u1/dashboard': onceThenPending({ body: dashboard }),
    ...extra,
  });
  return { api, ...renderApp('/dashboard') };
}

const taskCard = () => screen.getAllByRole('region')[3] as HTMLElement;

describe('Habit bites on the dashboard', () => {
  it('shows completions of times and the streak, and takes them from the status answer', async () => {
    const dashboard = dashboardFixture();
    const bite = dashboard.goals[1]!.subgoals[1]!.tasks[1]!.microtasks[1]!;
    Object.assign(bite, { repeat: { every: 'day', times: 30 }, completions: 2, period_completions: 0, streak: 2, status: 'todo' });
    const { user, api } = setup(
      { 'PATCH /api/microtasks/m5/status': { body: { status: 'done', completions: 3, period_completions: 1, streak: 3 } } },
      dashboard,
    );

    const item = await within(await screen.findByRole('list', { name: 'Microtasks · bites' })).findByRole('button', {
      name: /5 x 400 m/,
    });
    expect(item).toHaveTextContent('2 of 30 · 2-day streak');
    await user.click(await within(taskCard()).findByRole('button', { name: 'Mark as Done' }));

    expect(await within(taskCard()).findByText('3 of 30 · 3-day streak')).toBeInTheDocument();
    // The celebration loads after the answer: ending before it would leave its announcement and toast
    // to land in the next test, which shares this worker's page.
    expect(await screen.findByText(/^Marked done\. /)).toBeInTheDocument();
    // What the bite showed goes with the press, so a Done sent twice counts once.
    expect(api.callsTo('PATCH /api/microtasks/m5/status')[0]?.body).toEqual({ status: 'done', seen: { last_done: bite.last_done, period_completions: 0 } });
  });
});

describe('Undo after a breakdown', { timeout: 40_000 }, () => {
  const oneOff = { repeat: null, completions: 0, period_completions: 0, streak: 0, last_done: null, minutes: null };

  it('PUTs the plan as it was, the replaced bite as a new item in its place, at the version after the breakdown', async () => {
    const restored = dashboardFixture().goals[1]!;
    const { user, api } = setup({
      'POST /api/gpt/breakdown': {
        body: { ok: true, microtasks: [{ id: 'm5a', title: 'Warm up', status: 'todo', task_id: 't3', ...oneOff }] },
      },
      'PUT /api/goals/g1/plan': { body: { ...restored, version: 3 } },
    });
    const earlier = screen.queryAllByText('Microtask broken down!').length;
    await user.click(await screen.findByRole('button', { name: 'Break Down' }));
    // The web tests share one page (isolate: false), and a toast an earlier test's breakdown shows
    // late carries an Undo bound to that test's cache. This breakdown's toast is the newest one,
    // shown once its answer is in this test's dashboard: the front toast, one more than before.
    await within(taskCard()).findByRole('button', { name: /Warm up/ });
    await waitFor(() => expect(screen.queryAllByText('Microtask broken down!')).toHaveLength(earlier + 1));
    const toast = document.querySelector<HTMLElement>('[data-sonner-toast][data-front="true"]')!;
    expect(toast).toHaveTextContent('Microtask broken down!');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));

    // The toast, not the live region: a later announcement replaces the region's text node.
    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    expect(await within(toasts).findByText('Breakdown undone')).toBeInTheDocument();
    const body = api.callsTo('PUT /api/goals/g1/plan')[0]?.body as { version: number; subgoals: unknown[] };
    expect(body.version).toBe(2);
    expect(body).toMatchObject({
      subgoals: [
        {},
        {
          tasks: [
            {},
            {
              id: 't3',
              microtasks: [
                { id: 'm4', title: '4 x 400 m' },
                { title: '5 x 400 m', status: 'in_progress', repeat: null },
                { id: 'm6', title: '6 x 400 m' },
              ],
            },
            {},
          ],
        },
        {},
      ],
    });
    // The card shows the plan the server answered once the dashboard's cache takes it: on a loaded CI host that
    // render has taken over 6 s, so the wait is bounded by the test's own timeout, not a shorter one.
    await waitFor(() => expect(within(taskCard()).getByRole('button', { name: /5 x 400 m/ })).toBeInTheDocument(), { timeout: 30_000 });
  });
});
