import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { TokenClaims } from '../../src/auth/tokens.ts';
import { cachedTokenCheck, createTokenCache } from '../../src/local/auth-cache.ts';

const claims = (expiresInSeconds: number): TokenClaims => ({ userId: 'u1', version: 0, expiresAt: Math.floor(Date.now() / 1000) + expiresInSeconds });

describe('the local token cache', () => {
  it('holds at most its entry cap, dropping the least recently used first', async () => {
    const cache = createTokenCache(60_000);
    const check = cachedTokenCheck(cache, async (token) => (token === 'good' ? claims(3600) : null));
    await check('good');
    for (let i = 0; i < ABUSE_LIMITS.authCache.entries * 3; i++) {
      await check('good');
      await check(`forged-${i}`);
    }
    expect(cache.size).toBeLessThanOrEqual(ABUSE_LIMITS.authCache.entries);
    expect(cache.has('good')).toBe(true);
    expect(cache.has('forged-0')).toBe(false);
  });

  it('holds at most its byte cap of tokens, however long each is', async () => {
    const cache = createTokenCache(60_000);
    const check = cachedTokenCheck(cache, async () => null);
    const token = (i: number) => String(i).padStart(16_000, 'x');
    for (let i = 0; i < 500; i++) await check(token(i));
    expect(cache.calculatedSize).toBeLessThanOrEqual(ABUSE_LIMITS.authCache.keyBytes);
    expect(cache.has(token(499))).toBe(true);
  });

  it('checks each token once while remembered, and never remembers one past its expiry', async () => {
    const cache = createTokenCache(60_000);
    let checks = 0;
    const check = cachedTokenCheck(cache, async (token) => {
      checks++;
      return token === 'ending' ? claims(-1) : claims(3600);
    });
    await check('lasting');
    await check('lasting');
    await check('ending');
    await check('ending');
    expect(checks).toBe(3);
  });
});
