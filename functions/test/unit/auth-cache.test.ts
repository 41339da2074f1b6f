import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { createAuthCache } from '../../src/local/auth-cache.ts';

describe('the local auth cache', () => {
  it('holds at most its entry cap, dropping the least recently used first', () => {
    const cache = createAuthCache(60_000);
    cache.set('Bearer first', { userId: 'first' });
    for (let i = 0; i < ABUSE_LIMITS.authCache.entries * 3; i++) {
      cache.get('Bearer first');
      cache.set(`Bearer token-${i}`, { authError: 'not valid' });
    }
    expect(cache.size).toBeLessThanOrEqual(ABUSE_LIMITS.authCache.entries);
    expect(cache.get('Bearer first')).toEqual({ userId: 'first' });
    expect(cache.get('Bearer token-0')).toBeUndefined();
  });

  it('holds at most its byte cap of headers, however long each is', () => {
    const cache = createAuthCache(60_000);
    const header = (i: number) => `Bearer ${String(i).padStart(16_000, 'x')}`;
    for (let i = 0; i < 500; i++) cache.set(header(i), { authError: 'not valid' });
    expect(cache.calculatedSize).toBeLessThanOrEqual(ABUSE_LIMITS.authCache.keyBytes);
    expect(cache.get(header(499))).toEqual({ authError: 'not valid' });
  });
});
