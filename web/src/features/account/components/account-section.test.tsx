import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExportFile } from '@cakewalk/shared/schemas/account/export-file.ts';
import { dashboardFixture, USER } from '../../../../test/fixtures.ts';
import { mockApi, type ApiCall } from '../../../../test/mock-api.ts';
import { currentPath, renderApp } from '../../../../test/render-app.tsx';

const me = {
  'GET /api/users/me': { body: USER },
  'GET /api/users/me/settings': {
    body: {
      timezone: 'UTC', checkin_time: '09:00', weekly_day: 0, weekly_time: '18:00',
      quiet_start: null, quiet_end: null, paused: false, configured: true, telegram_linked: false,
    },
  },
  'GET /api/users/me/devices': { body: { telegram: null, push: [], calendar_feed: false } },
};

/** The section, opened from its folded heading as a person would. */
async function section() {
  const region = within(await screen.findByRole('region', { name: 'Your data and account' }));
  const toggle = region.getByRole('button', { name: 'Your data and account' });
  if (toggle.getAttribute('aria-expanded') === 'false') fireEvent.click(toggle);
  return region;
}

/** The calendar link's own card, outside the folded section. */
async function calendar() {
  return within(await screen.findByRole('region', { name: 'Calendar feed' }));
}

const EXPORT: ExportFile = {
  format: 'cakewalk-export',
  version: 1,
  exported_at: '2026-11-20T10:00:00.000Z',
  user: { name: USER.name, email: USER.email },
  settings: null,
  goals: dashboardFixture().goals,
  reflections: [{ id: 'r1', created_at: '2026-11-19T08:00:00.000Z', goal_id: null, goal_name: null, content: 'Slept well' }],
  checkins: [],
};

function chooseFile(input: HTMLElement, text: string) {
  const file = new File([text], 'export.json', { type: 'application/json' });
  fireEvent.change(input, { target: { files: [file] } });
}

// Each test opens the profile page, a lazy chunk: on a busy machine that alone can take seconds.
describe('Your data and account', { timeout: 20_000 }, () => {
  it('previews what an import adds, then sends the file and toasts the counts', async () => {
    const api = mockApi({ ...me, 'POST /api/users/me/import': { status: 201, body: { goals: 2, reflections: 1, skipped_goals: 0 } } });
    const { user } = renderApp('/profile');
    const region = await section();

    chooseFile(region.getByLabelText('Cakewalk export file (JSON)'), JSON.stringify(EXPORT));
    const bites = EXPORT.goals.flatMap((g) => g.subgoals.flatMap((s) => s.tasks.flatMap((t) => t.microtasks))).length;
    expect(await region.findByText(`This adds 2 goals (${bites} bites) and 1 reflection to your account. Nothing you have now changes.`)).toBeVisible();
    expect(api.callsTo('POST /api/users/me/import')).toHaveLength(0);

    await user.click(region.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(api.callsTo('POST /api/users/me/import')).toHaveLength(1));
    expect((api.callsTo('POST /api/users/me/import')[0]?.body as ExportFile).goals).toHaveLength(2);
    expect(await screen.findByText('Imported 2 goals and 1 reflection.')).toBeVisible();
  });

  it('says why a file that is not an export cannot be imported, and sends nothing', async () => {
    const api = mockApi(me);
    renderApp('/profile');
    const region = await section();

    const field = region.getByLabelText('Cakewalk export file (JSON)');
    chooseFile(field, '{"format":"something-else"}');
    expect(await region.findByRole('alert')).toHaveTextContent(/^This file is not a Cakewalk export\.$/);
    expect(field).toHaveAccessibleDescription(/^This file is not a Cakewalk export\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    chooseFile(field, 'not json at all');
    expect(await region.findByRole('alert')).toHaveTextContent(/^This file is not a Cakewalk export\.$/);
    expect(region.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(api.callsTo('POST /api/users/me/import')).toHaveLength(0);
  });

  it('changes the password and keeps this browser signed in with the new token', async () => {
    const api = mockApi({ ...me, 'PUT /api/users/me/password': { body: { token: 'fresh-token' } } });
    const { user } = renderApp('/profile');
    const region = await section();

    await user.type(region.getByLabelText('Current password'), 'old password');
    await user.type(region.getByLabelText('New password'), 'a brand new one');
    await user.click(region.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed. Other devices are signed out.')).toBeVisible();
    expect(api.callsTo('PUT /api/users/me/password')[0]?.body).toEqual({ current_password: 'old password', new_password: 'a brand new one' });
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(region.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's words for a wrong password and stays signed in", async () => {
    mockApi({ ...me, 'PUT /api/users/me/password': { status: 403, body: { error: 'That password is not right.' } } });
    const { user } = renderApp('/profile');
    const region = await section();

    await user.type(region.getByLabelText('Current password'), 'wrong one');
    await user.type(region.getByLabelText('New password'), 'a brand new one');
    await user.click(region.getByRole('button', { name: 'Change password' }));
    expect(await region.findByRole('alert')).toHaveTextContent('That password is not right.');
    expect(localStorage.getItem('token')).toBe('test-token');
    expect(currentPath()).toBe('/profile');
  });

  it('signs out everywhere after asking once, then goes to the login page', async () => {
    const api = mockApi({ ...me, 'DELETE /api/users/me/sessions': { body: { ok: true } } });
    const { user } = renderApp('/profile');
    const region = await section();

    await user.click(region.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(region.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/users/me/sessions')).toHaveLength(0);
    await user.click(region.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(region.getByRole('button', { name: 'Yes, sign out everywhere' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('You are signed out on every device.')).toBeVisible();
  });

  it('deletes the account only once DELETE is typed, with the password', async () => {
    const api = mockApi({
      ...me,
      'DELETE /api/users/me': (call: ApiCall) =>
        (call.body as { password: string }).password === 'right password'
          ? { body: { ok: true } }
          : { status: 403, body: { error: 'That password is not right.' } },
    });
    const { user } = renderApp('/profile');
    const region = await section();

    await user.type(region.getByLabelText('Your password'), 'right password');
    await user.type(region.getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(region.getByRole('button', { name: 'Delete my account' }));
    expect(await region.findByRole('alert')).toHaveTextContent('Type DELETE in capitals to confirm.');
    expect(api.callsTo('DELETE /api/users/me')).toHaveLength(0);

    await user.clear(region.getByLabelText('Type DELETE to confirm'));
    await user.type(region.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(region.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(api.callsTo('DELETE /api/users/me')[0]?.body).toEqual({ password: 'right password' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('makes a calendar link to copy, a new one, and turns it off, in a card of its own under the email check-ins', async () => {
    let made = 0;
    const api = mockApi({
      ...me,
      'POST /api/users/me/calendar': () => ({ body: { url: `/api/calendar/token${++made}.ics` } }),
      'DELETE /api/users/me/calendar': { body: { ok: true } },
    });
    const { user } = renderApp('/profile');
    const region = await calendar();
    const card = screen.getByRole('region', { name: 'Calendar feed' });
    expect(screen.getByRole('region', { name: 'Check-ins by email' }).compareDocumentPosition(card)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole('region', { name: 'Your data and account' })).not.toContainElement(card);
    expect(region.queryByRole('button', { name: 'Turn off the link' })).toBeNull();

    await user.click(region.getByRole('button', { name: 'Make a calendar link' }));
    expect(await region.findByLabelText('Your calendar link')).toHaveValue(`${window.location.origin}/api/calendar/token1.ics`);
    // Focus goes to the new link, never to the page.
    await waitFor(() => expect(region.getByLabelText('Your calendar link')).toHaveFocus());
    await user.click(region.getByRole('button', { name: 'Make a new link' }));
    await user.click(region.getByRole('button', { name: 'Yes, make a new link' }));
    await waitFor(() => expect(region.getByLabelText('Your calendar link')).toHaveValue(`${window.location.origin}/api/calendar/token2.ics`));
    await waitFor(() => expect(region.getByLabelText('Your calendar link')).toHaveFocus());
    await user.click(region.getByRole('button', { name: 'Turn off the link' }));
    await waitFor(() => expect(region.queryByLabelText('Your calendar link')).toBeNull());
    await waitFor(() => expect(region.getByRole('button', { name: 'Make a calendar link' })).toHaveFocus());
    expect(api.callsTo('DELETE /api/users/me/calendar')).toHaveLength(1);
    expect(region.queryByRole('button', { name: 'Turn off the link' })).toBeNull();
  });

  it('offers to turn off a calendar link made earlier, whose URL is no longer shown', async () => {
    let live = true;
    const api = mockApi({
      ...me,
      'GET /api/users/me/devices': () => ({ body: { telegram: null, push: [], calendar_feed: live } }),
      'DELETE /api/users/me/calendar': () => ((live = false), { body: { ok: true } }),
    });
    const { user } = renderApp('/profile');
    const region = await calendar();
    await user.click(await region.findByRole('button', { name: 'Turn off the link' }));
    expect(api.callsTo('DELETE /api/users/me/calendar')).toHaveLength(1);
    await waitFor(() => expect(region.queryByRole('button', { name: 'Turn off the link' })).toBeNull());
  });

  it('says a link made earlier is on, and asks before a new one ends its address', async () => {
    const api = mockApi({
      ...me,
      'GET /api/users/me/devices': { body: { telegram: null, push: [], calendar_feed: true } },
      'POST /api/users/me/calendar': { body: { url: '/api/calendar/token9.ics' } },
    });
    const { user } = renderApp('/profile');
    const region = await calendar();
    expect(await region.findByText('A calendar link is on. Its address was shown once, when it was made.')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Make a calendar link' })).toBeNull();

    await user.click(region.getByRole('button', { name: 'Make a new link' }));
    const question = region.getByRole('group', { name: 'Make a new link? The old address stops working in any calendar that uses it.' });
    expect(within(question).getByRole('button', { name: 'Yes, make a new link' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep the old link' }));
    expect(api.callsTo('POST /api/users/me/calendar')).toHaveLength(0);
    await waitFor(() => expect(region.getByRole('button', { name: 'Make a new link' })).toHaveFocus());

    await user.click(region.getByRole('button', { name: 'Make a new link' }));
    await user.click(region.getByRole('button', { name: 'Yes, make a new link' }));
    expect(await region.findByLabelText('Your calendar link')).toHaveValue(`${window.location.origin}/api/calendar/token9.ics`);
    expect(region.getByText('New calendar link made. The old one no longer works.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/users/me/calendar')).toHaveLength(1);
  });

  it('lists the linked chat and each push device, and asks once before Unlink and Remove', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    let linked = true;
    let devices = [{ id: 'phone-device-id-00000001', name: 'Chrome on Android', added_at: yesterday, last_used_at: null }];
    const api = mockApi({
      ...me,
      'GET /api/users/me/devices': () => ({
        body: { telegram: linked ? { linked_at: yesterday, name: 'Robin' } : null, push: devices, calendar_feed: false },
      }),
      'DELETE /api/telegram/link': () => ((linked = false), { body: { ok: true } }),
      'DELETE /api/users/me/push/phone-device-id-00000001': () => ((devices = []), { body: { ok: true } }),
    });
    const { user } = renderApp('/profile');
    const region = await section();
    const list = within(await region.findByRole('list'));
    const chat = list.getByRole('listitem', { name: 'Telegram: Robin' });
    expect(chat).toHaveTextContent('Linked yesterday');
    expect(list.getByRole('listitem', { name: 'Chrome on Android' })).toHaveTextContent('Added yesterday · not notified yet');

    await user.click(within(chat).getByRole('button', { name: 'Unlink' }));
    expect(api.callsTo('DELETE /api/telegram/link')).toHaveLength(0);
    expect(within(chat).getByRole('button', { name: 'Yes, unlink' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(region.queryByRole('listitem', { name: 'Telegram: Robin' })).toBeNull());
    expect(api.callsTo('DELETE /api/telegram/link')).toHaveLength(1);
    expect(api.callsTo('GET /api/users/me/settings').length).toBeGreaterThan(1);

    const phone = region.getByRole('listitem', { name: 'Chrome on Android' });
    await user.click(within(phone).getByRole('button', { name: 'Remove' }));
    await user.click(within(phone).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/users/me/push/phone-device-id-00000001')).toHaveLength(0);
    await user.click(within(phone).getByRole('button', { name: 'Remove' }));
    await user.click(within(phone).getByRole('button', { name: 'Yes, remove' }));
    expect(await region.findByText('No chat or device is linked, so your check-ins show here in the app.')).toBeVisible();
    expect(api.callsTo('DELETE /api/users/me/push/phone-device-id-00000001')).toHaveLength(1);
  });
});
