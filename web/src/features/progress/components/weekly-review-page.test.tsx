import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardFixture, USER } from '../../../../test/fixtures.ts';
import { mockApi, type ApiCall } from '../../../../test/mock-api.ts';
import { progressFixture } from '../../../../test/progress-fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const saved = (call: ApiCall) => ({
  status: 201,
  body: { id: 'r9', created_at: '2026-11-25T18:00:00.000Z', goal_id: 'g1', goal_name: 'Run a 10K', content: (call.body as { content: string }).content },
});

function setup() {
  const api = mockApi({
    'GET /api/users/me': { body: USER },
    'GET /api/users/me/progress': { body: progressFixture() },
    'GET /api/users/u1/dashboard': { body: dashboardFixture() },
    'POST /api/reflections': saved,
    'PATCH /api/microtasks/m5/status': { body: { status: 'todo', completions: 0, period_completions: 0, streak: 0 } },
    'PATCH /api/microtasks/m6/status': { body: { status: 'in_progress', completions: 0, period_completions: 0, streak: 0 } },
  });
  return { api, ...renderApp('/progress/review?goal=g1') };
}

describe('Weekly review', () => {
  it("shows the week's figures and offers the plan's bites not done, the current one first picked", async () => {
    setup();
    const figures = await screen.findByRole('region', { name: 'The last 7 days' });
    expect(within(figures).getByText(/bites done in 7 days/)).toHaveTextContent('9 bites done in 7 days');
    const firstBite = await screen.findByRole('combobox', { name: "Next week's first bite" });
    expect(firstBite).toHaveValue('m5');
    expect(within(firstBite).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '5 x 400 m', '6 x 400 m', 'Tempo 20 min', 'Tempo 15 min', 'Rest day',
    ]);
  });

  it('saves the answers as one reflection of the goal, and makes the bite picked the current one first', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'What went well?' }), 'Ran three mornings');
    await user.selectOptions(screen.getByRole('combobox', { name: "Next week's first bite" }), 'm6');
    await user.click(screen.getByRole('button', { name: 'Save review' }));

    expect(await screen.findByText(/Your review is saved/)).toBeInTheDocument();
    const posts = api.callsTo('POST /api/reflections');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      goal_id: 'g1',
      content: "Weekly review\nWhat went well: Ran three mornings\nNext week's first bite: 6 x 400 m",
    });
    const writes = api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path} ${JSON.stringify(call.body)}`);
    expect(writes).toEqual([
      'PATCH /api/microtasks/m5/status {"status":"todo"}',
      'PATCH /api/microtasks/m6/status {"status":"in_progress"}',
      expect.stringMatching(/^POST \/api\/reflections /),
    ]);
  });

  it('keeping the current bite changes nothing in the plan', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Save review' }));
    await screen.findByText(/Your review is saved/);
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    expect(api.callsTo('POST /api/reflections')[0]?.body).toEqual({ goal_id: 'g1', content: "Weekly review\nNext week's first bite: 5 x 400 m" });
  });

  it('a failed save says why and leaves the answers to send again', async () => {
    const { user } = setup();
    mockApi({
      'GET /api/users/me': { body: USER },
      'GET /api/users/me/progress': { body: progressFixture() },
      'GET /api/users/u1/dashboard': { body: dashboardFixture() },
      'POST /api/reflections': { status: 503, body: { error: 'Cakewalk is busy, try again' } },
    });
    await user.type(await screen.findByRole('textbox', { name: 'What got in the way?' }), 'Rain');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cakewalk is busy, try again');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'What got in the way?' })).toHaveValue('Rain'));
  });
});
