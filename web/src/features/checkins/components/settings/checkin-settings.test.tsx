import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Settings } from '@cakewalk/shared/schemas/settings.ts';
import { USER } from '../../../../../test/fixtures.ts';
import { mockApi, type ApiCall } from '../../../../../test/mock-api.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { queryKeys } from '../../../../lib/infra/query-keys.ts';

const defaults: Settings = {
  timezone: 'UTC', checkin_time: '09:00', weekly_day: 0, weekly_time: '18:00',
  quiet_start: null, quiet_end: null, paused: false, configured: false, telegram_linked: false, email: { daily: false, weekly: false },
};

const saved: Settings = {
  ...defaults, timezone: 'Europe/Berlin', checkin_time: '07:30', weekly_day: 5, quiet_start: '22:00', quiet_end: '07:00', configured: true,
};

// The route's chunk loads lazily, which can take over the default second on a busy machine.
const section = async () => within(await screen.findByRole('region', { name: 'Check-ins' }));
const me = { 'GET /api/users/me': { body: USER } };

describe('Check-in settings on the profile', () => {
  it("offers the browser's time zone before any settings are saved", async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).resolvedOptions(),
      timeZone: 'Asia/Tokyo',
    });
    mockApi({ ...me, 'GET /api/users/me/settings': { body: defaults } });
    renderApp('/profile');

    const region = await section();
    expect(await region.findByLabelText('Time zone')).toHaveValue('Asia/Tokyo');
    expect(region.getByLabelText('Daily check-in at')).toHaveValue('09:00');
  });

  it('picks the zone from one closed list by region under a search box that only narrows it, counting its matches in words, with the device\'s zone a tap away', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).resolvedOptions(),
      timeZone: 'Asia/Tokyo',
    });
    mockApi({ ...me, 'GET /api/users/me/settings': { body: saved } });
    const { user } = renderApp('/profile');

    const region = await section();
    const zone = await region.findByRole('combobox', { name: 'Time zone' });
    const search = region.getByLabelText('Search time zones');
    expect(zone).toHaveValue('Europe/Berlin');
    expect(region.queryByRole('listbox', { name: 'Time zone' })).toBeNull();
    expect(within(zone).getByRole('group', { name: 'Europe' })).toContainElement(within(zone).getByRole('option', { name: /^Europe\/Berlin \(UTC\+0[12]:00\)$/ }));
    // The search box comes before the list it narrows.
    expect(search.compareDocumentPosition(zone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.type(search, 'new');
    expect(zone).toHaveValue('Europe/Berlin');
    await user.clear(search);
    await user.type(search, 'kolkata');
    expect(zone).toHaveValue('Europe/Berlin');
    // The count agrees with its noun: "1 zone matches", never "1 zones match".
    const matches = within(zone).getAllByRole('option').filter((option) => option.textContent?.startsWith('Asia')).length;
    expect(region.getByText(/match(es)?$/)).toHaveTextContent(matches === 1 ? '1 zone matches' : `${matches} zones match`);
    await user.selectOptions(zone, 'Asia/Calcutta');
    expect(zone).toHaveValue('Asia/Calcutta');
    await user.clear(search);
    await user.type(search, 'zzzz');
    expect(zone).toHaveValue('Asia/Calcutta');
    expect(region.getByText('0 zones match; Asia/Calcutta stays chosen')).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: "Use this device's zone: Asia/Tokyo (UTC+09:00)" }));
    expect(zone).toHaveValue('Asia/Tokyo');
    expect(region.queryByRole('button', { name: /Use this device/ })).toBeNull();
  });

  it('shows saved settings and saves changes with the contract body', async () => {
    const api = mockApi({
      ...me,
      'GET /api/users/me/settings': { body: saved },
      'PUT /api/users/me/settings': (call: ApiCall) => ({ body: { ...saved, ...(call.body as object) } }),
    });
    const { user, client } = renderApp('/profile');

    const region = await section();
    expect(await region.findByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    expect(client.getQueryData(queryKeys.checkinSettings(USER.id))).toEqual(saved);
    expect(region.getByLabelText('Weekly review on')).toHaveValue('5');
    await user.selectOptions(region.getByLabelText('Weekly review on'), 'Sunday');
    await user.clear(region.getByLabelText('From'));
    await user.clear(region.getByLabelText('To'));
    await user.click(region.getByLabelText('Pause check-ins'));
    await user.click(region.getByRole('button', { name: 'Save Settings' }));

    expect(await region.findByText('Settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/users/me/settings')[0]?.body).toEqual({
      timezone: 'Europe/Berlin', checkin_time: '07:30', weekly_day: 0, weekly_time: '18:00',
      quiet_start: null, quiet_end: null, paused: true,
    });
    expect(client.getQueryData(queryKeys.checkinSettings(USER.id))).toMatchObject({ paused: true, weekly_day: 0 });
  });

  it('will not save quiet hours with one end only, and says so on Save, not while typing', async () => {
    const api = mockApi({ ...me, 'GET /api/users/me/settings': { body: saved } });
    const { user } = renderApp('/profile');

    const region = await section();
    await user.clear(await region.findByLabelText('To'));
    // No alert while the user may still be filling in the other end.
    expect(region.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(region.getByRole('button', { name: 'Save Settings' }));
    expect(region.getByRole('alert')).toHaveTextContent('Quiet hours need both a start and an end.');
    expect(region.getByLabelText('To')).toHaveFocus();
    expect(api.callsTo('PUT /api/users/me/settings')).toHaveLength(0);

    await user.type(region.getByLabelText('To'), '06:30');
    expect(region.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server error when saving fails', async () => {
    mockApi({
      ...me,
      'GET /api/users/me/settings': { body: saved },
      'PUT /api/users/me/settings': { status: 400, body: { error: 'timezone: must be an IANA time zone such as Europe/Berlin' } },
    });
    const { user } = renderApp('/profile');

    const region = await section();
    await user.click(await region.findByRole('button', { name: 'Save Settings' }));
    expect(await region.findByRole('alert')).toHaveTextContent('timezone: must be an IANA time zone');
  });
});

describe('Connect Telegram', () => {
  it('shows the deep link, then the linked state once the chat is linked', async () => {
    let linked = false;
    const api = mockApi({
      ...me,
      'GET /api/users/me/settings': () => ({ body: { ...saved, telegram_linked: linked } }),
      'POST /api/telegram/link': {
        status: 201,
        body: { code: 'abc123', url: 'https://t.me/cakewalk_bot?start=abc123', expires_at: new Date(Date.now() + 15 * 60_000).toISOString() },
      },
    });
    const { user } = renderApp('/profile');

    const region = await section();
    expect(await region.findByText(/Not linked/)).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Connect Telegram' }));
    expect(await region.findByRole('link', { name: 'Open Telegram' })).toHaveAttribute('href', 'https://t.me/cakewalk_bot?start=abc123');

    linked = true;
    expect(await region.findByText(/^Linked/)).toBeInTheDocument();
    expect(region.queryByRole('link', { name: 'Open Telegram' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/telegram/link')).toHaveLength(1));
  });

  it('shows why a link could not be made', async () => {
    mockApi({
      ...me,
      'GET /api/users/me/settings': { body: saved },
      'POST /api/telegram/link': { status: 503, body: { error: 'Telegram is not set up on this server.' } },
    });
    const { user } = renderApp('/profile');

    const region = await section();
    await user.click(await region.findByRole('button', { name: 'Connect Telegram' }));
    expect(await region.findByRole('alert')).toHaveTextContent('Telegram is not set up on this server.');
  });

  it('offers no button that cannot work when the server has no bot, and says why', async () => {
    mockApi({ ...me, 'GET /api/users/me/settings': { body: { ...saved, telegram_available: false } } });
    renderApp('/profile');

    const region = await section();
    expect(await region.findByText(/^Telegram check-ins are not set up on this Cakewalk server/)).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Connect Telegram' })).toBeNull();
  });
});
