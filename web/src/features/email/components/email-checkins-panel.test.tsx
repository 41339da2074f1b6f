import { screen, waitFor, within } from '@testing-library/react';
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
  it('lets an unconfirmed address choose them, sends the link on the first tick and says plainly what to do, with a way to send it again', async () => {
    const api = mockApi({
      'GET /api/users/me': { body: USER },
      'GET /api/users/me/settings': { body: settings },
      'PUT /api/users/me/settings': (call) => ({ body: { ...settings, email: (call.body as Settings).email } }),
      'POST /api/users/me/email/confirm': { body: { ok: true } },
    });
    renderApp('/profile');

    const region = await panel();
    expect(region.getByText(`Confirm your email to turn these on: we will send a link to ${USER.email}.`)).toBeInTheDocument();
    const daily = await region.findByRole('checkbox', { name: 'Daily check-in by email' });
    expect(daily).toBeEnabled();
    expect(region.getByRole('group')).toHaveAccessibleDescription('What you tick here starts once your address is confirmed.');
    await userEvent.click(daily);

    expect(await region.findByRole('status')).toHaveTextContent(`Confirm your email to turn these on: we sent a link to ${USER.email}. Open it within 24 hours.`);
    expect(api.callsTo('PUT /api/users/me/settings')[0]?.body).toMatchObject({ email: { daily: true, weekly: false } });
    expect(api.callsTo('POST /api/users/me/email/confirm')).toHaveLength(1);
    await userEvent.click(region.getByRole('checkbox', { name: 'Weekly review by email' }));
    expect(api.callsTo('POST /api/users/me/email/confirm'), 'one link for the first tick, not one a tick').toHaveLength(1);
    await userEvent.click(region.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(api.callsTo('POST /api/users/me/email/confirm')).toHaveLength(2));
  });

  it('says, on a local run, which file the email was written to', async () => {
    mockApi({
      'GET /api/users/me': { body: USER },
      'GET /api/users/me/settings': { body: settings },
      'POST /api/users/me/email/confirm': { body: { ok: true, local_copy: '/home/ada/cakewalk/.data/mail/2026-11-29-1.eml' } },
    });
    renderApp('/profile');

    const region = await panel();
    await userEvent.click(await region.findByRole('button', { name: 'Send confirmation email' }));
    expect(await region.findByText('/home/ada/cakewalk/.data/mail/2026-11-29-1.eml')).toBeInTheDocument();
  });

  it('lets a confirmed address choose them', async () => {
    mockApi({ 'GET /api/users/me': { body: { ...USER, email_confirmed: true } }, 'GET /api/users/me/settings': { body: settings } });
    renderApp('/profile');

    const region = await panel();
    expect(await region.findByRole('checkbox', { name: 'Daily check-in by email' })).toBeEnabled();
    expect(region.queryByText(/once your address is confirmed/)).toBeNull();
  });
});
