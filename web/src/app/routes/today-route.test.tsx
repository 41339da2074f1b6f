import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Checkin, WayForwardResult } from '@cakewalk/shared/schemas/checkin.ts';
import type { Dashboard, Microtask } from '@cakewalk/shared/schemas/goal.ts';
import type { Status } from '@cakewalk/shared/schemas/common.ts';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import { USER, dashboardFixture } from '../../../test/fixtures.ts';
import { deferred, mockApi, type ApiCall } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { SETTLE_MS } from '../../features/today/components/settled-press.ts';

const settings: Settings = {
  timezone: 'UTC', checkin_time: '09:00', weekly_day: 0, weekly_time: '18:00', paused: false,
  quiet_start: null, quiet_end: null, configured: true, telegram_linked: false, email: { daily: false, weekly: false },
};

const long = `Four days without a bite on “Run a 10K”, and that is fine: weeks have their own weather. ${'A smaller step is often the way back in, and five minutes counts. '.repeat(3)}`;

const stalled: Checkin = {
  id: 'c1', kind: 'daily', goal_id: 'g1', goal_name: 'Run a 10K', tone: 'friendly', message: long,
  created_at: new Date(Date.now() - 60_000).toISOString(), reply: null, step_id: 'm5', stalled: true, stalled_days: 4,
};

/** Run a 10K, the dashboard's second goal, made a day after Learn Spanish. */
function newestRun(dashboard: Dashboard): Dashboard {
  return { goals: dashboard.goals.map((goal) => (goal.id === 'g1' ? { ...goal, created_at: '2025-01-03T10:00:00.000Z' } : goal)) };
}

/** The dashboard before and after m5 is ticked, as the server answers it. */
function dashboardAsTicked() {
  let ticked = false;
  const withM5 = (status: Status): Dashboard => {
    const dashboard = newestRun(dashboardFixture());
    return {
      goals: dashboard.goals.map((goal) => ({
        ...goal,
        subgoals: goal.subgoals.map((subgoal) => ({
          ...subgoal,
          tasks: subgoal.tasks.map((task) => ({ ...task, microtasks: task.microtasks.map((bite) => (bite.id === 'm5' ? { ...bite, status } : bite)) })),
        })),
      })),
    };
  };
  return {
    dashboard: () => ({ body: withM5(ticked ? 'done' : 'in_progress') }),
    status: (call: ApiCall) => {
      ticked = (call.body as { status: string }).status === 'done';
      return { body: { status: ticked ? 'done' : 'in_progress', completions: 0, period_completions: 0, streak: 0 } };
    },
  };
}

const nextDone = (goalId: string) => document.getElementById(`done-${goalId}`)!;

const goalOrder = () =>
  within(screen.getByRole('region', { name: 'Next bites' })).getAllByRole('listitem').map((item) => item.querySelector('.today-goal-title')?.textContent);

const row = async (bite: string) => within((await screen.findByText(bite)).closest('li')!);

describe('Today\'s first paint', () => {
  it('asks for the goals beside the settings, not after them', async () => {
    const pending = deferred();
    const api = mockApi({
      'GET /api/users/me': { body: USER },
      [`GET /api/users/${USER.id}/dashboard`]: { body: dashboardFixture() },
      'GET /api/users/me/settings': pending.handler,
      'GET /api/checkins': { body: [] },
    });
    renderApp('/today');

    await screen.findByText('Loading your day...');
    await waitFor(() => expect(api.callsTo(`GET /api/users/${USER.id}/dashboard`)).toHaveLength(1));
    pending.release({ body: settings });
    expect(await screen.findByRole('heading', { name: 'Next bites' })).toBeInTheDocument();
    expect(api.callsTo(`GET /api/users/${USER.id}/dashboard`)).toHaveLength(1);
  });
});

describe('Today with a stalled goal\'s check-in', () => {
  it('says the coach\'s line in at most 200 characters with More, and puts one move and "Other ways" on the bite\'s row', async () => {
    const api = mockApi({
      'GET /api/users/me': { body: USER },
      [`GET /api/users/${USER.id}/dashboard`]: { body: dashboardFixture() },
      'GET /api/users/me/settings': { body: settings },
      'GET /api/checkins': { body: [stalled] },
      'POST /api/checkins/c1/way-forward': { body: { way: 'pause', message: 'Paused until Sat 5 Dec. Rest well.' } satisfies WayForwardResult },
    });
    const { user } = renderApp('/today');

    // The check-ins' chunk loads lazily, which can take seconds on a busy machine.
    const coach = within(await screen.findByRole('region', { name: 'Your coach' }));
    const said = coach.getByText(/^Four days without a bite/);
    expect(said.textContent!.length).toBeLessThanOrEqual(200);
    await user.click(coach.getByRole('button', { name: 'More' }));
    expect(said).toHaveTextContent(long.trim());

    const bite = await row('5 x 400 m');
    expect(await bite.findByText('No bite for 4 days')).toBeInTheDocument();
    expect(bite.getByRole('button', { name: 'Smaller step' })).toBeInTheDocument();
    expect(bite.queryByRole('button', { name: 'Too big' })).not.toBeInTheDocument();
    await user.click(bite.getByText('Other ways'));
    expect(bite.getByRole('button', { name: 'Due a week later' })).toBeVisible();
    await user.click(bite.getByRole('button', { name: 'Pause a week' }));

    expect(await coach.findByText(/^You: “Pause a week” · Paused until Sat 5 Dec/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/checkins/c1/way-forward')[0]?.body).toEqual({ way: 'pause' });
    expect(screen.getAllByText('5 x 400 m')).toHaveLength(1);
  });
});

describe('Today right after a goal is saved', () => {
  it('puts the new goal first with "Plan saved", and the check-in offer after it', async () => {
    mockApi({
      'GET /api/users/me': { body: USER },
      [`GET /api/users/${USER.id}/dashboard`]: { body: newestRun(dashboardFixture()) },
      'GET /api/users/me/settings': { body: { ...settings, configured: false } },
      'GET /api/checkins': { body: [] },
    });
    // Run a 10K is the dashboard's second goal and the newest: the one just saved.
    renderApp('/today', { state: { savedGoalId: 'g1', offerCheckins: true } });

    const saved = await screen.findByText('Plan saved. Here is your first bite.');
    const steps = within(screen.getByRole('region', { name: 'Next bites' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Run a 10K');
    const offer = await screen.findByRole('heading', { name: /^Check in with you every day/ });
    expect(saved.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('Today\'s order', () => {
  it('keeps the goals in place through a Done and its Undo, the newest first', async () => {
    const server = dashboardAsTicked();
    mockApi({
      'GET /api/users/me': { body: USER },
      [`GET /api/users/${USER.id}/dashboard`]: server.dashboard,
      'GET /api/users/me/settings': { body: settings },
      'GET /api/checkins': { body: [] },
      'PATCH /api/microtasks/m5/status': server.status,
    });
    const { user } = renderApp('/today', { state: { savedGoalId: 'g1' } });

    await screen.findByText('5 x 400 m');
    expect(goalOrder()).toEqual(['Run a 10K', 'Learn Spanish']);
    await user.click(screen.getByRole('button', { name: 'Done: 5 x 400 m' }));
    await waitFor(() => expect(screen.queryByText('5 x 400 m')).not.toBeInTheDocument());
    expect(goalOrder()).toEqual(['Run a 10K', 'Learn Spanish']);
    // The celebration and its Undo sit in the row that did the done, not in a toast.
    await user.click(await within(document.getElementById('step-row-g1')!).findByRole('button', { name: 'Undo' }));
    await screen.findByText('5 x 400 m');
    await waitFor(() => expect(nextDone('g1')).toHaveFocus());
    expect(goalOrder()).toEqual(['Run a 10K', 'Learn Spanish']);
  });
});

describe('Today\'s Done, once the next bite slides under it', () => {
  it('moves focus to the celebration, so a second Enter ticks nothing, lets a second tap within a moment pass, and counts one after it', async () => {
    const server = dashboardAsTicked();
    const api = mockApi({
      'GET /api/users/me': { body: USER },
      [`GET /api/users/${USER.id}/dashboard`]: server.dashboard,
      'GET /api/users/me/settings': { body: settings },
      'GET /api/checkins': { body: [] },
      'PATCH /api/microtasks/m5/status': server.status,
      'PATCH /api/microtasks/m11/status': { body: { status: 'done', completions: 1, period_completions: 1, streak: 0 } },
    });
    const { user } = renderApp('/today');

    await user.click(await screen.findByRole('button', { name: 'Done: 5 x 400 m' }));
    await waitFor(() => expect(nextDone('g1')).toHaveAccessibleName('Done: Tempo 15 min'));
    const cheer = await screen.findByRole('group', { name: /^Bite done!/ });
    await waitFor(() => expect(cheer).toHaveFocus());
    await user.keyboard('{Enter}');
    await user.click(nextDone('g1'));
    expect(api.callsTo('PATCH /api/microtasks/m11/status')).toHaveLength(0);

    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await user.click(nextDone('g1'));
    await waitFor(() => expect(api.callsTo('PATCH /api/microtasks/m11/status')).toHaveLength(1));
  });
});

describe("Today, a goal's last bite", () => {
  it('keeps the celebration in the goal\'s own row, in its place, with a line of what comes next', async () => {
    let ticked = false;
    const dashboard = (): Dashboard => {
      const base = dashboardFixture();
      return {
        goals: base.goals.map((goal) => {
          if (goal.id !== 'g2') return goal;
          const bites = goal.subgoals[0]!.tasks[0]!.microtasks.map((bite) => ({ ...bite, status: bite.id === 'm9' || ticked ? 'done' as const : 'todo' as const }));
          return { ...goal, status: ticked ? 'done' as const : 'in_progress' as const, subgoals: [{ ...goal.subgoals[0]!, tasks: [{ ...goal.subgoals[0]!.tasks[0]!, microtasks: bites }] }] };
        }),
      };
    };
    mockApi({
      'GET /api/users/me': { body: USER },
      [`GET /api/users/${USER.id}/dashboard`]: () => ({ body: dashboard() }),
      'GET /api/users/me/settings': { body: settings },
      'GET /api/checkins': { body: [] },
      'PATCH /api/microtasks/m10/status': () => ((ticked = true), { body: { status: 'done', completions: 0, period_completions: 0, streak: 0 } }),
    });
    const { user } = renderApp('/today');

    expect(await screen.findByRole('button', { name: 'Done: Consonants' })).toBeInTheDocument();
    expect(goalOrder()).toEqual(['Learn Spanish', 'Run a 10K']);
    await user.click(screen.getByRole('button', { name: 'Done: Consonants' }));
    const line = await screen.findByText('Every bite of this goal is done.');
    const cheer = await screen.findByRole('group', { name: /^Cake eaten!/ });
    expect(line.closest('li')).toContainElement(cheer);
    expect(line.closest('li')).toHaveAttribute('id', 'step-row-g2');
    expect(goalOrder()).toEqual(['Learn Spanish', 'Run a 10K']);
    await waitFor(() => expect(cheer).toHaveFocus());
  });
});

describe("Today, the last one-off bite of a goal with habits to come", () => {
  it('keeps a line in the goal\'s place saying it carries on as its habits, which name the goal and how often, after the celebration too', async () => {
    let ticked = false;
    const habit = (id: string, title: string): Microtask => ({
      id, title, status: 'todo', task_id: 't9', repeat: { every: 'day', times: 30 }, completions: 0, period_completions: 0, streak: 0, last_done: null, minutes: 10,
    });
    const dashboard = (): Dashboard => {
      const base = dashboardFixture();
      return {
        goals: base.goals.map((goal) => {
          if (goal.id !== 'g2') return goal;
          const first = goal.subgoals[0]!;
          const bites = first.tasks[0]!.microtasks.map((bite) => ({ ...bite, status: bite.id === 'm9' || ticked ? 'done' as const : 'todo' as const }));
          const daily = { id: 's9', title: 'Keep it up', status: 'todo' as const, tasks: [{ id: 't9', title: 'Daily', status: 'todo' as const, microtasks: [habit('h1', 'Read one page'), habit('h2', 'Listen for 10 minutes')] }] };
          return { ...goal, status: 'in_progress' as const, subgoals: [{ ...first, tasks: [{ ...first.tasks[0]!, microtasks: bites }] }, daily] };
        }),
      };
    };
    mockApi({
      'GET /api/users/me': { body: USER },
      [`GET /api/users/${USER.id}/dashboard`]: () => ({ body: dashboard() }),
      'GET /api/users/me/settings': { body: settings },
      'GET /api/checkins': { body: [] },
      'PATCH /api/microtasks/m10/status': () => ((ticked = true), { body: { status: 'done', completions: 0, period_completions: 0, streak: 0 } }),
      'PATCH /api/microtasks/h1/status': { body: { status: 'done', completions: 1, period_completions: 1, streak: 1 } },
    });
    const { user } = renderApp('/today');

    await user.click(await screen.findByRole('button', { name: 'Done: Consonants' }));
    const line = await screen.findByText('Every one-off bite is done. It carries on as 2 habits above.');
    expect(line.closest('li')).toHaveAttribute('id', 'step-row-g2');
    await waitFor(() => expect(screen.getByRole('group', { name: /^Last one-off bite done! 2 habits carry on/ })).toHaveFocus());
    const habits = within(screen.getByRole('region', { name: 'Habits' }));
    for (const title of ['Read one page', 'Listen for 10 minutes']) {
      expect(habits.getByRole('checkbox', { name: title })).toHaveAccessibleDescription('New · Every day · Goal: Learn Spanish · about 10 min');
    }

    // Ticking a habit ends the celebration, not the line: the goal's place still says where it went.
    await user.click(habits.getByRole('checkbox', { name: 'Read one page' }));
    await waitFor(() => expect(within(line.closest('li')!).queryByRole('group')).toBeNull());
    expect(screen.getByText('Every one-off bite is done. It carries on as 2 habits above.')).toBeInTheDocument();
    expect(goalOrder()).toEqual(['Learn Spanish', 'Run a 10K']);
  });
});
