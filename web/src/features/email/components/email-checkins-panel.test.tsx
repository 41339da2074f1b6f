import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import { USER } from '../../../../test/fixtures.ts';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

const settings: Settings = {
  timezone: 'UTC', checkin_time: '09:00', weekly_day: 0, weekly_time: '18:00',
  quiet_start: null, quiet_end: null, paused: false, configured: true, telegram_linked: false, email: { daily: false, weekly: false },
};

const panel = async () => within(await screen.findByRole('region', { name: 'Check-ins by email' }));

describe('check-ins by email on the profile', () => {
  it('keeps the boxes off until the address is confirmed, and says why, tied to the confirm button', async () => {
    mockApi({ 'GET /api/users/me': { body: USER }, 'GET /api/users/me/settings': { body: settings }, 'POST /api/users/me/email/confirm': { body: { ok: true } } });
    renderApp('/profile');

    const region = await panel();
    const daily = await region.findByRole('checkbox', { name: 'Daily check-in by email' });
    expect(daily).toBeDisabled();
    expect(region.getByRole('checkbox', { name: 'Weekly review by email' })).toBeDisabled();
    expect(region.getByRole('group')).toHaveAccessibleDescription('You can choose these once your address is confirmed: press Send confirmation email above.');
    await userEvent.click(region.getByRole('button', { name: 'Send confirmation email' }));
    expect(await region.findByText('You can choose these once you open the link in that email.')).toBeInTheDocument();
    expect(daily).toBeDisabled();
  });

  it('lets a confirmed address choose them', async () => {
    mockApi({ 'GET /api/users/me': { body: { ...USER, email_confirmed: true } }, 'GET /api/users/me/settings': { body: settings } });
    renderApp('/profile');

    const region = await panel();
    expect(await region.findByRole('checkbox', { name: 'Daily check-in by email' })).toBeEnabled();
    expect(region.queryByText(/once your address is confirmed/)).toBeNull();
  });
});
