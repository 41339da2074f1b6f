import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Checkin } from '@cakewalk/shared/schemas/checkin.ts';
import type { Reflection } from '@cakewalk/shared/schemas/reflection.ts';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import { USER, dashboardFixture } from '../../../../test/fixtures.ts';
import { deferred, mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { queryKeys } from '../../../lib/infra/query-keys.ts';

const checkin: Checkin = {
  id: 'c1',
  kind: 'daily',
  goal_id: 'g1',
  goal_name: 'Run a 10K',
  tone: 'friendly',
  message: "Hi Ada! Today's small step for “Run a 10K”: 5 x 400 m.",
  created_at: '2026-11-22T09:00:30.000Z',
  reply: null,
  step_id: null,
  stalled: false,
  stalled_days: null,
};

const reflection: Reflection = {
  id: 'r1', created_at: '2026-11-22T09:05:00.000Z', goal_id: 'g1', goal_name: 'Run a 10K', content: 'Did it, legs are tired',
};

const base = {
  'GET /api/users/me': { body: USER },
  [`GET /api/users/${USER.id}/dashboard`]: { body: dashboardFixture() },
};

// The route's chunk loads lazily, which can take over the default second on a busy machine.
const panel = async () => within(await screen.findByRole('region', { name: 'Check-in' }));

describe('Check-in panel', () => {
  it('shows the latest check-in, asking the API for the newest ones of the signed-in user', async () => {
    const api = mockApi({ ...base, 'GET /api/checkins': { body: [{ ...checkin, reply: reflection }] } });
    const { client } = renderApp('/dashboard');

    const region = await panel();
    expect(await region.findByText(checkin.message)).toBeInTheDocument();
    // The one list of cache keys names this entry for what it holds: the newest check-ins.
    expect(client.getQueryData(queryKeys.recentCheckins(USER.id))).toEqual([{ ...checkin, reply: reflection }]);
    expect(region.getByText('Daily check-in').parentElement).toHaveTextContent(/^Daily check-in · Run a 10K · /);
    const [call] = api.callsTo('GET /api/checkins');
    expect(call?.query.get('user_id')).toBe(USER.id);
    expect(call?.query.get('limit')).toBe('10');
  });

  it("puts every goal's check-in still waiting for an answer on top, each with Done, Too big, Not today and a box", async () => {
    const waiting = { ...checkin, created_at: new Date(Date.now() - 60_000).toISOString() };
    const other = { ...waiting, id: 'c2', goal_id: 'g2', goal_name: 'Learn Spanish', message: 'How are the vowels going?' };
    const older = { ...checkin, id: 'c0', created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(), message: 'An old one' };
    mockApi({ ...base, 'GET /api/checkins': { body: [waiting, other, older] } });
    renderApp('/dashboard');

    const region = await panel();
    const cards = await region.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Daily check-in: Run a 10K', 'Daily check-in: Learn Spanish']);
    for (const card of cards) {
      const answers = within(card).getByRole('group', { name: /^Answer:/ });
      expect(within(answers).getAllByRole('button').map((b) => b.textContent)).toEqual(['Done', 'Too big', 'Not today']);
      expect(within(card).getByLabelText('Your answer')).toBeInTheDocument();
    }
    expect(region.queryByText('An old one')).not.toBeInTheDocument();
  });

  it('sends the answer, which then shows as the reply with a way to Your Reflections', async () => {
    const api = mockApi({
      ...base,
      'GET /api/checkins': { body: [checkin] },
      'POST /api/checkins/c1/reply': { status: 201, body: { reflection, action: 'done', message: 'Lovely, it is done.' } },
    });
    const { user, client } = renderApp('/dashboard');

    const region = await panel();
    const send = await region.findByRole('button', { name: 'Send Answer' });
    expect(send).toBeDisabled();
    await user.type(region.getByLabelText('Your answer'), '  Did it, legs are tired ');
    await user.click(send);

    expect(await region.findByText('Did it, legs are tired')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Send Answer' })).not.toBeInTheDocument();
    expect(region.getByRole('link', { name: 'See it in Your Reflections' })).toHaveAttribute('href', '/reflections');
    expect(api.callsTo('POST /api/checkins/c1/reply')[0]?.body).toEqual({ content: 'Did it, legs are tired' });
    expect(client.getQueryData(queryKeys.recentCheckins(USER.id))).toEqual([{ ...checkin, reply: reflection }]);
  });

  it('keeps the answer and shows the server error when sending fails', async () => {
    mockApi({
      ...base,
      'GET /api/checkins': { body: [checkin] },
      'POST /api/checkins/c1/reply': { status: 503, body: { error: 'The service is busy right now. Please try again in a moment.' } },
    });
    const { user } = renderApp('/dashboard');

    const region = await panel();
    await user.type(await region.findByLabelText('Your answer'), 'Did it');
    await user.click(region.getByRole('button', { name: 'Send Answer' }));
    expect(await region.findByRole('alert')).toHaveTextContent('The service is busy right now.');
    expect(region.getByLabelText('Your answer')).toHaveValue('Did it');
  });

  it('shows an answered check-in with its reply and no reply box', async () => {
    mockApi({ ...base, 'GET /api/checkins': { body: [{ ...checkin, kind: 'weekly', reply: reflection }] } });
    renderApp('/dashboard');

    const region = await panel();
    expect(await region.findByText('Weekly review')).toBeInTheDocument();
    expect(region.getByText(reflection.content)).toBeInTheDocument();
    expect(region.queryByLabelText('Your answer')).not.toBeInTheDocument();
    expect(region.getByRole('link', { name: 'Review your week' })).toHaveAttribute('href', '/progress/review?goal=g1');
  });

  it("says 'Loading your check-in...' as a status until it arrives", async () => {
    const pending = deferred();
    mockApi({ ...base, 'GET /api/checkins': pending.handler });
    renderApp('/dashboard');

    const region = await panel();
    expect(region.getByRole('status')).toHaveTextContent('Loading your check-in...');
    pending.release({ body: [checkin] });
    expect(await region.findByText(checkin.message)).toBeInTheDocument();
  });

  it('points to the profile when there is no check-in yet', async () => {
    mockApi({ ...base, 'GET /api/checkins': { body: [] } });
    renderApp('/dashboard');

    const region = await panel();
    expect(await region.findByText(/No check-ins yet/)).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
  });

  it('says check-ins are paused, with the way back on the profile, while the latest still shows', async () => {
    const settings: Settings = {
      timezone: 'Europe/Berlin', checkin_time: '07:30', weekly_day: 5, weekly_time: '18:00', paused: true,
      quiet_start: null, quiet_end: null, configured: true, telegram_linked: false, email: { daily: false, weekly: false },
    };
    mockApi({ ...base, 'GET /api/checkins': { body: [checkin] }, 'GET /api/users/me/settings': { body: settings } });
    renderApp('/dashboard');

    const region = await panel();
    const note = await region.findByText('Paused');
    expect(note.closest('p')).toHaveTextContent('Paused: no check-ins until you resume them on your profile.');
    expect(within(note.closest('p')!).getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
    expect(await region.findByText(checkin.message)).toBeInTheDocument();
  });

  it("offers a stalled goal's three ways forward and shows the coach's answer to the one chosen", async () => {
    const stalled = { ...checkin, stalled: true };
    const api = mockApi({
      ...base,
      'GET /api/checkins': { body: [stalled] },
      'POST /api/checkins/c1/way-forward': { body: { way: 'later', message: 'All set: “Run a 10K” is now due on 2026-12-01, a week later.' } },
    });
    const { user } = renderApp('/dashboard');

    const region = await panel();
    const ways = await region.findByRole('group', { name: 'Ways forward' });
    expect(within(ways).getAllByRole('button').map((b) => b.textContent)).toEqual(['Smaller step', 'Due a week later', 'Pause a week']);
    await user.click(within(ways).getByRole('button', { name: 'Due a week later' }));
    expect(await region.findByText(/is now due on 2026-12-01/)).toBeInTheDocument();
    expect(region.queryByRole('group', { name: 'Ways forward' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/checkins/c1/way-forward')[0]?.body).toEqual({ way: 'later' });
  });

  it('shows no ways forward on a check-in of a goal that moves', async () => {
    mockApi({ ...base, 'GET /api/checkins': { body: [checkin] } });
    renderApp('/dashboard');
    const region = await panel();
    expect(await region.findByText(checkin.message)).toBeInTheDocument();
    expect(region.queryByRole('group', { name: 'Ways forward' })).not.toBeInTheDocument();
  });
});
