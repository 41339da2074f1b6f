import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '@cakewalk/shared/schemas/account/user.ts';
import { dashboardFixture, USER } from '../../../test/fixtures.ts';
import { mockApi, type ApiCall } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { queryKeys } from '../../lib/infra/query-keys.ts';

const OTHER: User = { id: 'u2', name: 'Bo Other', email: 'bo@example.com', telegram_id: '@bo_other', email_confirmed: false };

/**
 * Another tab writes these keys at once (as a sign-in does); this tab then gets one storage
 * event per key, each after all of the writes.
 */
function writeInAnotherTab(values: Record<string, string | null>) {
  const events = Object.entries(values).map(([key, newValue]) => {
    const oldValue = localStorage.getItem(key);
    if (newValue === null) localStorage.removeItem(key);
    else localStorage.setItem(key, newValue);
    return new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage });
  });
  for (const event of events) act(() => void window.dispatchEvent(event));
}

function setup() {
  mockApi({
    'GET /api/users/me': (call: ApiCall) => ({
      body: call.headers.get('Authorization') === 'Bearer other-token' ? OTHER : USER,
    }),
    'GET /api/users/u1/dashboard': { body: dashboardFixture() },
    'GET /api/users/u2/dashboard': { body: { goals: [] } },
  });
  return renderApp('/dashboard');
}

describe('a session change in another tab', () => {
  it("drops this tab's cache, so the page shows the new user's data, never the previous one's", async () => {
    const { client } = setup();
    expect(await screen.findByRole('combobox', { name: 'Goal' })).toHaveValue('g1');
    const nav = screen.getByRole('navigation', { name: 'Main' });

    writeInAnotherTab({ token: 'other-token', user: JSON.stringify(OTHER) });

    expect(client.getQueryData(queryKeys.dashboard(USER.id))).toBeUndefined();
    expect(await screen.findByRole('heading', { name: /no cake yet/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Goal' })).not.toBeInTheDocument();
    expect(await within(nav).findByText(OTHER.name)).toBeInTheDocument();
    expect(within(nav).queryByText(USER.name)).not.toBeInTheDocument();
  });

  it('a sign-out in another tab empties the cache and leaves for /login', async () => {
    const { client } = setup();
    await screen.findByRole('combobox', { name: 'Goal' });

    writeInAnotherTab({ token: null, user: null });

    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(client.getQueryData(queryKeys.dashboard(USER.id))).toBeUndefined();
  });

  it('a change to anything else in storage keeps the cache', async () => {
    const { client } = setup();
    await screen.findByRole('combobox', { name: 'Goal' });

    writeInAnotherTab({ unrelated: 'x' });

    expect(client.getQueryData(queryKeys.dashboard(USER.id))).toBeDefined();
  });
});
