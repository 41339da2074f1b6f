import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProgressPage } from '@cakewalk/shared/schemas/progress.ts';
import { dashboardFixture, USER } from '../../../../../test/fixtures.ts';
import { mockApi } from '../../../../../test/mock-api.ts';
import { progressFixture, RUN_GOAL, SPANISH_GOAL } from '../../../../../test/progress-fixtures.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { shortDay } from '../../model/chart-words.ts';

const MOVE = { days: 7, from_date: '2027-01-31', to_date: '2027-02-07' };

/** The dashboard's Run a 10K, due when the progress fixture says. */
function dashboard() {
  const board = dashboardFixture();
  return { goals: board.goals.map((goal) => (goal.id === 'g1' ? { ...goal, due_date: MOVE.from_date } : goal)) };
}

function setup(progress: ProgressPage) {
  let answered = progress;
  const api = mockApi({
    'GET /api/users/me': { body: USER },
    'GET /api/users/me/settings': { status: 404, body: { error: 'none' } },
    'GET /api/checkins': { body: [] },
    'GET /api/users/me/progress': () => ({ body: answered }),
    [`GET /api/users/${USER.id}/dashboard`]: { body: dashboard() },
    'POST /api/goals/g1/due-move': (call) => {
      // Settled: the move is no longer in the data, whichever way it went.
      answered = { ...answered, goals: answered.goals.map((goal) => ({ ...goal, due_move: null })) };
      return { body: { due_date: (call.body as { undo: boolean }).undo ? MOVE.from_date : MOVE.to_date } };
    },
  });
  return { api, ...renderApp('/today') };
}

const lines = () => screen.findByRole('region', { name: 'Coming back' });

describe("Today's coming-back lines", () => {
  it('welcomes back after quiet days with one two-minute start, and says nothing of the days missed', async () => {
    setup(progressFixture({ welcome_back: { quiet_days: 3, goal_id: 'g1', bite_id: 'g1.m5', start: 'Put your shoes by the door' } }));
    const line = within(await lines()).getByText(/Welcome back/).closest('p');
    expect(line).toHaveTextContent('Welcome back. No catching up needed: two minutes on “Put your shoes by the door” is a start.');
    expect(line?.textContent).not.toMatch(/miss|3 days|streak/i);
  });

  it('celebrates a comeback and counts it', async () => {
    setup(progressFixture({ comeback_today: true, comebacks: 3 }));
    expect(within(await lines()).getByRole('status')).toHaveTextContent('That is a comeback. 3 comebacks so far');
  });

  it('says once that a pause moved the due date, settling it as kept, and Undo gives back the date before the pause', async () => {
    const { api, user } = setup(progressFixture({ goals: [{ ...RUN_GOAL, due_move: MOVE }, SPANISH_GOAL] }));
    const region = await lines();
    expect(region).toHaveTextContent(`Run a 10K: due date moved by 7 days, to ${shortDay(MOVE.to_date)}, for your pause.`);
    await expect.poll(() => api.callsTo('POST /api/goals/g1/due-move').map((call) => call.body)).toEqual([{ undo: false }]);

    const back = { ...dashboard().goals.find((goal) => goal.id === 'g1'), due_date: MOVE.from_date };
    const undo = mockApi({
      'GET /api/users/me': { body: USER },
      'GET /api/users/me/progress': { body: progressFixture() },
      [`GET /api/users/${USER.id}/dashboard`]: { body: dashboard() },
      'PUT /api/goals/g1': { body: back },
    });
    await user.click(within(region).getByRole('button', { name: 'Undo' }));
    expect(await within(region).findByText(`Run a 10K: due ${shortDay(MOVE.from_date)} again.`)).toBeInTheDocument();
    expect(undo.callsTo('PUT /api/goals/g1')[0]?.body).toMatchObject({ title: 'Run a 10K', due_date: MOVE.from_date });
    expect(undo.callsTo('POST /api/goals/g1/due-move')).toEqual([]);
  });

  it('offers a goal behind its pace a fresh start: the bites a day, or the due date moved', async () => {
    const offer = { bites_left: 28, days_left: 14, per_day: 2, move_to: '2027-02-14' };
    setup(progressFixture({ goals: [{ ...RUN_GOAL, fresh_start: offer }, SPANISH_GOAL] }));
    const group = within(await lines()).getByRole('group', { name: 'Fresh start: Run a 10K' });
    expect(within(group).getByRole('button', { name: 'Spread them: 2 bites a day' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: `Move the due date to ${shortDay(offer.move_to)}` })).toBeInTheDocument();
  });

  it('spreads the bites left in one tap, with Undo, and a reload the same day does not offer it again', async () => {
    const offer = { bites_left: 28, days_left: 14, per_day: 2, move_to: '2027-02-14' };
    const welcome = { quiet_days: 2, goal_id: 'g2', bite_id: 'g2.m9', start: 'Say the vowels' };
    const progress = progressFixture({ welcome_back: welcome, goals: [{ ...RUN_GOAL, fresh_start: offer }, SPANISH_GOAL] });
    const { user, unmount } = setup(progress);
    await user.click(await screen.findByRole('button', { name: 'Spread them: 2 bites a day' }));
    expect(await screen.findByText('Run a 10K: a fresh start, 2 bites a day.')).toBeInTheDocument();
    unmount();

    // Once the dashboard the offer needs is in, the lines stand as they will: the welcome, no offer.
    const { client } = setup(progress);
    const region = await lines();
    await expect.poll(() => client.getQueryData(['dashboard', USER.id])).toBeDefined();
    expect(within(region).getByText(/Welcome back/)).toBeInTheDocument();
    expect(within(region).queryByRole('group', { name: 'Fresh start: Run a 10K' })).toBeNull();
  });

  it('moves the due date in one tap, keeping the goal as it was otherwise', async () => {
    const offer = { bites_left: 28, days_left: 14, per_day: 2, move_to: '2027-02-14' };
    const moved = { ...dashboard().goals.find((goal) => goal.id === 'g1'), due_date: offer.move_to };
    const { user } = setup(progressFixture({ goals: [{ ...RUN_GOAL, fresh_start: offer }, SPANISH_GOAL] }));
    const api = mockApi({
      'GET /api/users/me': { body: USER },
      'GET /api/users/me/progress': { body: progressFixture() },
      [`GET /api/users/${USER.id}/dashboard`]: { body: dashboard() },
      'PUT /api/goals/g1': { body: moved },
    });
    await user.click(await screen.findByRole('button', { name: `Move the due date to ${shortDay(offer.move_to)}` }));
    expect(await screen.findByText(`Run a 10K: a fresh start, now due ${shortDay(offer.move_to)}.`)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/goals/g1')[0]?.body).toMatchObject({ title: 'Run a 10K', due_date: offer.move_to, tone: 'friendly' });
  });

  it('shows nothing when there is nothing to say', async () => {
    const { api } = setup(progressFixture());
    await expect.poll(() => api.callsTo('GET /api/users/me/progress').length).toBe(1);
    expect(screen.queryByRole('region', { name: 'Coming back' })).toBeNull();
  });
});
