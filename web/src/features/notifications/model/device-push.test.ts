import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { forgetThisBrowser } from './device-push.ts';

describe('signing out of a browser with notifications on', () => {
  it('asks the server to forget its subscription with the session that is ending, once', async () => {
    localStorage.removeItem('token');
    localStorage.setItem('push-subscription-id', 'sub-1');
    const api = mockApi({ 'DELETE /api/users/me/push/sub-1': { body: { ok: true } } });

    await forgetThisBrowser('the ending session');
    await forgetThisBrowser('the ending session');

    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.headers.get('Authorization')).toBe('Bearer the ending session');
    expect(localStorage.getItem('push-subscription-id')).toBeNull();
  });

  it('sends nothing from a browser that never turned them on', async () => {
    localStorage.removeItem('push-subscription-id');
    const api = mockApi({});
    await forgetThisBrowser('a session');
    expect(api.calls).toHaveLength(0);
  });
});
