import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import { USER } from '../../../../test/fixtures.ts';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const settings: Settings = {
  timezone: 'UTC', checkin_time: '09:00', weekly_day: 0, weekly_time: '18:00', paused: false, quiet_start: null, quiet_end: null,
  configured: true, telegram_linked: false, telegram_available: true, email: { daily: false, weekly: false },
};

describe("Profile's list of its parts", () => {
  it('names every part at the top, and a link takes focus to that part\'s heading, so the next Tab is inside it', async () => {
    mockApi({
      'GET /api/users/me': { body: USER },
      'GET /api/users/me/settings': { body: settings },
      'GET /api/users/me/devices': { body: { telegram: null, push: [], calendar_feed: false } },
    });
    const { user } = renderApp('/profile');

    const nav = within(await screen.findByRole('navigation', { name: 'On this page' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Check-ins', 'Telegram', 'Notifications', 'Email check-ins', 'Calendar', 'Your data']);
    for (const link of nav.getAllByRole('link')) {
      const target = (link.getAttribute('href') ?? '').slice(1);
      await waitFor(() => expect(document.getElementById(target), target).not.toBeNull());
    }

    await user.click(nav.getByRole('link', { name: 'Notifications' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Notifications' })).toHaveFocus());
    await user.click(nav.getByRole('link', { name: 'Your data' }));
    const account = screen.getByRole('heading', { name: 'Your data and account' });
    await waitFor(() => expect(account).toHaveFocus());
    // Jumped to, the folded part opens: its parts are what the link promised.
    expect(within(account).getByRole('button', { name: 'Your data and account' })).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(account).getByRole('button', { name: 'Your data and account' })).toHaveFocus();
  });
});
