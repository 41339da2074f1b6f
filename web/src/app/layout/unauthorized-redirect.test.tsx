import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { User } from '@cakewalk/shared/schemas/account/user.ts';
import { USER } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { apiCall } from '../../lib/infra/api-client.ts';
import { queryKeys } from '../../lib/infra/query-keys.ts';

describe('the 401 handler', () => {
  it('is handed back when the app unmounts, so a later 401 does not reach the old app', async () => {
    let expired = false;
    mockApi({ 'GET /api/users/me': () => (expired ? { status: 401, body: { error: 'Session expired' } } : { body: USER }) });
    const { client, unmount } = renderApp('/');
    await waitFor(() => expect(client.isFetching()).toBe(0));

    unmount();
    expired = true;
    // The test DOM cannot load /login; the default handler's full-page redirect only reports that.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(apiCall('get-me', { schema: User, fallback: 'x' })).rejects.toThrow('Session expired');

    expect(localStorage.getItem('token')).toBeNull();
    // The unmounted app's handler would have cleared its cache.
    expect(client.getQueryData(queryKeys.me)).toEqual(USER);
  });
});
