import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import { USER } from '../../../../test/fixtures.ts';
import { deferred, mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const settings = (telegramAvailable: boolean): Settings => ({
  timezone: 'UTC', checkin_time: '09:00', weekly_day: 0, weekly_time: '18:00', paused: false, quiet_start: null, quiet_end: null,
  configured: true, telegram_linked: false, telegram_available: telegramAvailable, email: { daily: false, weekly: false },
});

describe('Profile', () => {
  it("shows 'Loading your profile...' until the user is loaded", async () => {
    const pending = deferred();
    mockApi({ 'GET /api/users/me': pending.handler });
    renderApp('/profile', { session: { token: 'test-token' } });

    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
    pending.release({ body: USER });
    expect(await screen.findByText(USER.email)).toBeInTheDocument();
  });

  it("shows 'Your Profile' with name, email and Telegram ID, and links to reflections and goal setup", async () => {
    mockApi({ 'GET /api/users/me': { body: USER }, 'GET /api/users/me/settings': { body: settings(true) } });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.getByText('Name').nextElementSibling).toHaveTextContent(USER.name);
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent(USER.email);
    expect((await screen.findByText('Telegram ID')).nextElementSibling).toHaveTextContent(USER.telegram_id);
    expect(screen.getByRole('link', { name: 'View My Reflections' })).toHaveAttribute('href', '/reflections');
    expect(screen.getByRole('link', { name: 'Set a New Goal' })).toHaveAttribute('href', '/goal-setup');
  });

  it('leaves out the Telegram ID where this server has no Telegram bot', async () => {
    const api = mockApi({ 'GET /api/users/me': { body: { ...USER, telegram_id: '' } }, 'GET /api/users/me/settings': { body: settings(false) } });
    renderApp('/profile');

    expect(await screen.findByText('Email')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/users/me/settings').length).toBeGreaterThan(0));
    expect(screen.queryByText('Telegram ID')).toBeNull();
    expect(screen.queryByText('Not given')).toBeNull();
  });
});
