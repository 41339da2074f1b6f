import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { dashboardFixture, USER } from '../../../../test/fixtures.ts';
import { deferred, mockApi, onceThenPending, type ApiHandlers } from '../../../../test/mock-api.ts';
import { currentPath, renderApp } from '../../../../test/render-app.tsx';
import { spokenText } from '../../../../test/visible-text.ts';

function setup(extra: ApiHandlers = {}, dashboard: Dashboard = dashboardFixture()) {
  const api = mockApi({
    'GET /api/users/me': { body: USER },
    'GET /api/users/u1/dashboard': { body: dashboard },
    ...extra,
  });
  return { api, ...renderApp('/dashboard') };
}

const card = (title: RegExp) => screen.getByRole('region', { name: title });
const nextBiteCard = () => screen.getByRole('region', { name: 'Next bite' });
const goalCard = () => screen.getAllByRole('region')[1] as HTMLElement;
const subgoalCard = () => screen.getAllByRole('region')[2] as HTMLElement;
const taskCard = () => screen.getAllByRole('region')[3] as HTMLElement;
const picked = (region: HTMLElement) => within(region).queryAllByRole('button', { pressed: true }).map(spokenText);
const listed = (region: HTMLElement) => within(region).getAllByRole('listitem').map(spokenText);

/** The refetch after a change never answers, so what the screen shows comes from the cache update. */
function setupLocalOnly(extra: ApiHandlers) {
  return setup({ 'GET /api/users/u1/dashboard': onceThenPending({ body: dashboardFixture() }), ...extra });
}

async function loaded() {
  await screen.findByRole('combobox', { name: 'Goal' });
}

describe('Dashboard loading and empty states', () => {
  it("shows 'Loading...' until the dashboard is loaded", async () => {
    const pending = deferred();
    setup({ 'GET /api/users/u1/dashboard': pending.handler });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    pending.release({ body: dashboardFixture() });
    await loaded();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('says in one line how it differs from Today', async () => {
    setup();
    await loaded();
    expect(screen.getByText("Every goal's whole plan, to browse and change. Today shows only what to do next.")).toBeInTheDocument();
  });

  it("offers a 'Try again' that says what failed, and loads on it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { user } = setup({
      'GET /api/users/u1/dashboard': () => (fail ? { status: 503 } : { body: dashboardFixture() }),
    });

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry).toHaveAccessibleDescription('Your dashboard could not be loaded.');
    fail = false;
    await user.click(retry);
    await loaded();
  });

  it("greets a user with no goals with a friendly empty state and 'Add New Goal'", async () => {
    setup({}, { goals: [] });

    const link = await screen.findByRole('link', { name: 'Add New Goal' });
    expect(link).toHaveAttribute('href', '/goal-setup');
    expect(screen.getByRole('heading', { name: /no cake yet/ })).toBeInTheDocument();
  });

  it("offers 'Add New Goal' beside the goals too", async () => {
    setup();
    await loaded();
    expect(screen.getByRole('link', { name: 'Add New Goal' })).toHaveAttribute('href', '/goal-setup');
  });
});

describe('Dashboard selection defaults', () => {
  it('picks the first in-progress goal, the in_progress filter, and the first steps in it', async () => {
    setup();
    await loaded();

    expect(screen.getByRole('combobox', { name: 'Goal' })).toHaveValue('g1');
    expect(screen.getByRole('button', { name: 'In progress', pressed: true })).toBeInTheDocument();
    expect(within(goalCard()).getByRole('heading', { level: 2 })).toHaveTextContent('Run a 10K');
    expect(within(subgoalCard()).getByRole('heading', { level: 2 })).toHaveTextContent('Add speed work');
    expect(within(taskCard()).getByRole('heading', { level: 2 })).toHaveTextContent('Intervals');
    // The first microtask that is not done.
    expect(picked(taskCard())).toEqual(['In progress: 5 x 400 m']);
    expect(await within(taskCard()).findByRole('button', { name: 'Mark as Done' })).toBeInTheDocument();
  });

  it('shows each goal option with its status icon and title', async () => {
    setup();
    await loaded();
    const options = within(screen.getByRole('combobox', { name: 'Goal' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['◷ Learn Spanish', '⚙\uFE0E Run a 10K']);
  });

  it('shows progress by bites on every card: a rounded percent and "N of M bites"', async () => {
    setup();
    await loaded();
    const progressOf = (card: HTMLElement) => within(card).getByText(/^Progress:/).textContent;
    expect(progressOf(goalCard())).toBe('Progress: 44% · 4 of 9 bites');
    expect(progressOf(subgoalCard())).toBe('Progress: 33% · 2 of 6 bites');
    expect(progressOf(taskCard())).toBe('Progress: 33% · 1 of 3 bites');
    expect(spokenText(within(goalCard()).getByText(/Status:/))).toBe('Status: In progress');
  });
});

describe('Dashboard pace', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const withDates = (created: number, due: number): Dashboard => {
    const dashboard = dashboardFixture();
    dashboard.goals = dashboard.goals.map((g) => ({ ...g, created_at: `${day(created)}T12:00:00.000Z`, due_date: day(due) }));
    return dashboard;
  };
  const goalProgressText = () => within(goalCard()).getByText(/^Progress:/).textContent;

  it('says how many bites behind the goal is beside its bar', async () => {
    setup({}, withDates(-30, 2));
    await loaded();
    expect(goalProgressText()).toMatch(/^Progress: 44% · 4 of 9 bites Pace [1-9] bites behind$/);
  });

  it('says Just started, not behind, for a goal made two days ago and due today', async () => {
    setup({}, withDates(-2, 0));
    await loaded();
    expect(goalProgressText()).toMatch(/^Progress: 44% · 4 of 9 bites Pace Just started$/);
  });

  it('says Overdue once the due date has passed', async () => {
    setup({}, withDates(-30, -2));
    await loaded();
    expect(goalProgressText()).toBe('Progress: 44% · 4 of 9 bites Pace Overdue');
  });

  it('shows the due date as the calendar day it is, wherever the reader is', async () => {
    setup({}, withDates(-30, 10));
    await loaded();
    const due = within(goalCard()).getByText(/^Due/).querySelector('time');
    expect(due).toHaveAttribute('datetime', day(10));
    const [year, month, date] = day(10).split('-').map(Number);
    expect(due).toHaveTextContent(new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(year!, month! - 1, date!)));
  });
});

describe('Dashboard status filter', () => {
  it('has todo, in_progress, done and all, and narrows the subgoal and task lists', async () => {
    const { user } = setup();
    await loaded();
    const filters = within(screen.getByRole('group', { name: 'Show' })).getAllByRole('button');
    expect(filters.map(spokenText)).toEqual(['To do', 'In progress', 'Done', 'All']);
    expect(within(goalCard()).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'All' }));

    expect(listed(goalCard())).toEqual([
      'Done: Build a base',
      'In progress: Add speed work',
      'To do: Race week',
    ]);
    // The subgoal is the first in the filtered list.
    expect(within(subgoalCard()).getByRole('heading', { level: 2 })).toHaveTextContent('Build a base');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(listed(goalCard())).toEqual(['Done: Build a base']);
  });

  it("shows 'No Subgoal' and 'No Task' when the filter leaves nothing", async () => {
    const { user } = setup();
    await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Goal' }), 'g2');

    expect(within(subgoalCard()).getByRole('heading', { level: 2 })).toHaveTextContent('No Subgoal');
    expect(within(taskCard()).getByRole('heading', { level: 2 })).toHaveTextContent('No Task');
    expect(screen.getByText('Select a microtask to mark or break it down')).toBeInTheDocument();
  });
});

describe('Dashboard selection resets', () => {
  it('changing the goal resets the subgoal selection', async () => {
    const { user } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(within(goalCard()).getByRole('button', { name: /Race week/ }));
    expect(within(subgoalCard()).getByRole('heading', { level: 2 })).toHaveTextContent('Race week');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Goal' }), 'g2');
    expect(within(subgoalCard()).getByRole('heading', { level: 2 })).toHaveTextContent('Basics');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Goal' }), 'g1');

    expect(within(subgoalCard()).getByRole('heading', { level: 2 })).toHaveTextContent('Build a base');
  });

  it('changing the task resets the microtask selection', async () => {
    const { user } = setup();
    await loaded();
    await user.click(within(taskCard()).getByRole('button', { name: /6 x 400 m/ }));
    expect(picked(taskCard())).toEqual(['To do: 6 x 400 m']);

    await user.click(within(subgoalCard()).getByRole('button', { name: /Tempo runs/ }));
    expect(picked(taskCard())).toEqual(['To do: Tempo 20 min']);
    await user.click(within(subgoalCard()).getByRole('button', { name: /Intervals/ }));

    expect(picked(taskCard())).toEqual(['In progress: 5 x 400 m']);
  });

  it('the task default is the first in progress, the microtask default the first not done', async () => {
    const { user } = setup();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(within(goalCard()).getByRole('button', { name: /Add speed work/ }));

    expect(within(taskCard()).getByRole('heading', { level: 2 })).toHaveTextContent('Intervals');
    expect(picked(taskCard())).toEqual(['In progress: 5 x 400 m']);
  });

  it('clicking a microtask selects it, clicking it again deselects it', async () => {
    const { user } = setup();
    await loaded();
    const step = within(taskCard()).getByRole('button', { name: /6 x 400 m/ });

    await user.click(step);
    expect(step).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Select a microtask to mark or break it down')).not.toBeInTheDocument();

    await user.click(step);
    expect(picked(taskCard())).toEqual([]);
    expect(screen.getByText('Select a microtask to mark or break it down')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Break Down' })).not.toBeInTheDocument();
  });
});

describe('Dashboard microtask toggle', () => {
  it('marks a microtask done with the token, then offers to mark it in progress', async () => {
    const { user, api } = setupLocalOnly({ 'PATCH /api/microtasks/m5/status': { body: { status: 'done', completions: 1, period_completions: 1, streak: 0 } } });
    await loaded();

    await user.click(await within(taskCard()).findByRole('button', { name: 'Mark as Done' }));

    expect(await screen.findByRole('button', { name: 'Mark as In Progress' })).toBeInTheDocument();
    const patch = api.callsTo('PATCH /api/microtasks/m5/status')[0];
    expect(patch?.body).toEqual({ status: 'done' });
    expect(patch?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(picked(taskCard())).toEqual(['Done: 5 x 400 m']);
    expect(within(taskCard()).getByText('Progress: 67%')).toBeInTheDocument();
  });

  it('a done microtask becomes in_progress, and the screen follows the status in the response', async () => {
    const { user, api } = setupLocalOnly({ 'PATCH /api/microtasks/m4/status': { body: { status: 'in_progress', completions: 0, period_completions: 0, streak: 0 } } });
    await loaded();
    await user.click(within(taskCard()).getByRole('button', { name: /4 x 400 m/ }));

    await user.click(screen.getByRole('button', { name: 'Mark as In Progress' }));

    expect(await within(taskCard()).findByRole('button', { name: 'Mark as Done' })).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/microtasks/m4/status')[0]?.body).toEqual({ status: 'in_progress' });
    expect(picked(taskCard())).toEqual(['In progress: 4 x 400 m']);
  });

  it('refetches the dashboard after a toggle to pick up the next current step', async () => {
    const { user, api } = setup({ 'PATCH /api/microtasks/m5/status': { body: { status: 'done', completions: 1, period_completions: 1, streak: 0 } } });
    await loaded();
    await user.click(await within(taskCard()).findByRole('button', { name: 'Mark as Done' }));
    await waitFor(() => expect(api.callsTo('GET /api/users/u1/dashboard')).toHaveLength(2));
  });

  it("toasts the server's reason when a status update fails, and keeps the button usable", async () => {
    const { user } = setup({ 'PATCH /api/microtasks/m5/status': { status: 503, body: { error: 'Try later' } } });
    await loaded();

    await user.click(await within(taskCard()).findByRole('button', { name: 'Mark as Done' }));

    expect(await screen.findByText('Try later')).toBeInTheDocument();
    expect(within(taskCard()).getByRole('button', { name: 'Mark as Done' })).not.toHaveAttribute('aria-disabled');
  });

  it("says \"Can't reach Cakewalk\" with Retry when the server is out of reach, and Retry sends it again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reachable = false;
    const { user, api } = setupLocalOnly({
      'PATCH /api/microtasks/m5/status': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return { body: { status: 'done', completions: 1, period_completions: 1, streak: 0 } };
      },
    });
    await loaded();

    await user.click(await within(taskCard()).findByRole('button', { name: 'Mark as Done' }));
    expect(await screen.findByText("Can't reach Cakewalk. Check your connection.")).toBeInTheDocument();
    reachable = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await within(taskCard()).findByRole('button', { name: 'Mark as In Progress' })).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/microtasks/m5/status')).toHaveLength(2);
  });
});

describe('Dashboard break down', () => {
  const oneOff = { repeat: null, completions: 0, period_completions: 0, streak: 0, last_done: null, minutes: null };

  it("sends the microtask with the detail level, says 'Breaking down...', then toasts and clears the selection", async () => {
    const pending = deferred();
    const { user, api } = setupLocalOnly({ 'POST /api/gpt/breakdown': pending.handler });
    await loaded();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Detail level' }), '5');

    await user.click(await screen.findByRole('button', { name: 'Break Down' }));

    expect(screen.getByRole('button', { name: 'Breaking down...' })).toBeDisabled();
    expect(api.callsTo('POST /api/gpt/breakdown')[0]?.body).toEqual({
      microtaskId: 'm5',
      title: '5 x 400 m',
      taskId: 't3',
      detail: 5,
    });
    pending.release({
      body: {
        ok: true,
        microtasks: [
          { id: 'm5a', title: 'Warm up', status: 'in_progress', task_id: 't3', ...oneOff },
          { id: 'm5b', title: 'Run the repeats', status: 'todo', task_id: 't3', ...oneOff },
        ],
      },
    });

    expect(await screen.findByText('Microtask broken down!')).toBeInTheDocument();
    expect(screen.getByText('Select a microtask to mark or break it down')).toBeInTheDocument();
    expect(screen.getByText('Broken into 2 bites')).toBeInTheDocument();
    await waitFor(() => expect(within(taskCard()).getByRole('button', { name: /Warm up/ })).toHaveFocus());
    expect(listed(taskCard())).toEqual([
      'Done: 4 x 400 m',
      'In progress: Warm up',
      'To do: Run the repeats',
      'To do: 6 x 400 m',
    ]);
  });

  it("toasts 'Breakdown failed' when the request fails", async () => {
    const { user } = setup({ 'POST /api/gpt/breakdown': { status: 502, body: { error: 'Breakdown failed' } } });
    await loaded();

    await user.click(await screen.findByRole('button', { name: 'Break Down' }));

    expect(await screen.findByText('Breakdown failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Break Down' })).toBeEnabled();
  });
});

describe('Dashboard next bite', { timeout: 20_000 }, () => {
  it('leads with the current step, its slice and crumb, and the two things to do about it', async () => {
    setup();
    await loaded();
    const next = nextBiteCard();
    expect(within(next).getByText('5 x 400 m')).toBeInTheDocument();
    const place = within(next).getAllByRole('definition').map((item) => `${item.previousElementSibling?.textContent ?? ''}: ${item.textContent ?? ''}`);
    expect(place).toEqual(['Slice: Add speed work', 'Crumb: Intervals']);
    expect(within(next).getByRole('button', { name: 'Mark as Done' })).toBeInTheDocument();
    expect(within(next).getByRole('button', { name: 'Too big? Break it down' })).toBeInTheDocument();
  });

  it('opens the goal in ?goal= and says the plan was saved when it comes from a save', async () => {
    mockApi({ 'GET /api/users/me': { body: USER }, 'GET /api/users/u1/dashboard': { body: dashboardFixture() } });
    renderApp('/dashboard?goal=g2', { state: { planSaved: true } });
    await loaded();
    expect(screen.getByRole('combobox', { name: 'Goal' })).toHaveValue('g2');
    expect(within(nextBiteCard()).getByText('Plan saved. Here is your first bite.')).toBeInTheDocument();
    expect(within(nextBiteCard()).getByText('Vowels')).toBeInTheDocument();
  });

  it('says the plan was saved only until the first action, and not again after a breakdown or an edit', async () => {
    mockApi({
      'GET /api/users/me': { body: USER },
      'GET /api/users/u1/dashboard': { body: dashboardFixture() },
      'PATCH /api/microtasks/m9/status': { body: { status: 'done', completions: 1, period_completions: 1, streak: 0 } },
    });
    const { user } = renderApp('/dashboard?goal=g2', { state: { planSaved: true } });
    await loaded();
    await user.click(within(nextBiteCard()).getByRole('button', { name: 'Mark as Done' }));
    await waitFor(() => expect(screen.queryByText('Plan saved. Here is your first bite.')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit plan' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await screen.findByRole('button', { name: 'Edit plan' });
    expect(screen.queryByText('Plan saved. Here is your first bite.')).not.toBeInTheDocument();
  });

  it('celebrates a finished crumb once, in its toast, announces it, and keeps focus on Mark as Done for the next bite', async () => {
    const dashboard = dashboardFixture();
    const intervals = dashboard.goals[1]?.subgoals[1]?.tasks[1];
    if (!intervals?.microtasks[2]) throw new Error('fixture changed');
    intervals.microtasks[2].status = 'done';
    const { user } = setup({
      'GET /api/users/u1/dashboard': onceThenPending({ body: dashboard }),
      'PATCH /api/microtasks/m5/status': { body: { status: 'done', completions: 1, period_completions: 1, streak: 0 } },
    });
    await loaded();
    const markDone = within(nextBiteCard()).getByRole('button', { name: 'Mark as Done' });

    await user.click(markDone);

    expect(await screen.findByText('Crumb eaten! 6 of 9 bites')).toBeInTheDocument();
    expect(within(nextBiteCard()).queryByText('Crumb eaten! 6 of 9 bites')).not.toBeInTheDocument();
    expect(screen.getByText('Marked done. Crumb eaten! 6 of 9 bites')).toBeInTheDocument();
    expect(within(nextBiteCard()).getByText('Tempo 15 min')).toBeInTheDocument();
    expect(markDone).toHaveFocus();
  });
});

describe('Dashboard goal card actions', () => {
  it('Edit goes to /edit-goal/{id}', async () => {
    setup();
    await loaded();
    expect(within(goalCard()).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-goal/g1');
  });

  it('Delete asks in a dialog that names the goal, and does nothing on Cancel', async () => {
    const { user, api } = setup();
    await loaded();

    await user.click(within(goalCard()).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete “Run a 10K”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('DELETE /api/goals/g1')).toHaveLength(0);
  });

  it('after a confirmed delete the selection moves to the first in-progress goal, else the first', async () => {
    const { user, api } = setupLocalOnly({ 'DELETE /api/goals/g1': { body: { ok: true } } });
    await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Goal' }), 'g1');

    await user.click(within(goalCard()).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete goal' }));

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Goal' })).toHaveValue('g2'));
    expect(api.callsTo('DELETE /api/goals/g1')[0]?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(within(screen.getByRole('combobox', { name: 'Goal' })).getAllByRole('option')).toHaveLength(1);
    expect(currentPath()).toBe('/dashboard');
    expect(card(/Learn Spanish/)).toBeInTheDocument();
  });
});
