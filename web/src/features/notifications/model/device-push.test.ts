import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { forgetThisBrowser, readableFailure, turnOn } from './device-push.ts';

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

describe('turning notifications on in a browser with no push service', () => {
  it("says what happened and what to do, never the browser's own error", async () => {
    mockApi({ 'GET /api/push/key': { body: { public_key: 'BAAA' } } });
    const subscribe = vi.fn(() => Promise.reject(new DOMException('Registration failed - permission denied', 'NotAllowedError')));
    vi.stubGlobal('Notification', { requestPermission: () => Promise.resolve('granted') });
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { ready: Promise.resolve({ pushManager: { subscribe } }) } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const failure = await turnOn().then(() => undefined, (error: unknown) => error);
      expect(subscribe).toHaveBeenCalledOnce();
      expect(readableFailure(failure)).toMatch(/^This browser has no push service Cakewalk can reach.*by email/);
      expect(readableFailure(failure)).not.toContain('Registration failed');
    } finally {
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    }
  });

  it('has no words of its own for an error it does not know', () => {
    expect(readableFailure(new DOMException('Registration failed - permission denied'))).toBeUndefined();
  });
});
