import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER } from '../../../../test/fixtures.ts';
import { deferred, mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

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
    mockApi({ 'GET /api/users/me': { body: USER }, 'GET /api/channels': { body: { telegram_available: true } } });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    expect(screen.getByText('Name').nextElementSibling).toHaveTextContent(USER.name);
    expect(screen.getByText('Email').nextElementSibling).toHaveTextContent(USER.email);
    expect((await screen.findByText('Telegram ID')).nextElementSibling).toHaveTextContent(USER.telegram_id);
    expect(screen.getByRole('link', { name: 'View My Reflections' })).toHaveAttribute('href', '/reflections');
    expect(screen.getByRole('link', { name: 'Set a New Goal' })).toHaveAttribute('href', '/goal-setup');
  });

  it('leaves out the Telegram ID where this server has no Telegram bot', async () => {
    const api = mockApi({ 'GET /api/users/me': { body: { ...USER, telegram_id: '' } }, 'GET /api/channels': { body: { telegram_available: false } } });
    renderApp('/profile');

    expect(await screen.findByText('Email')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/channels')).toHaveLength(1));
    expect(screen.queryByText('Telegram ID')).toBeNull();
    expect(screen.queryByText('Not given')).toBeNull();
  });
});
