import { describe, expect, it } from 'vitest';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { TokenClaims } from '../../src/auth/tokens.ts';
import { cachedTokenCheck, createTokenCache, createVersionCache, rememberedVersions } from '../../src/local/auth-cache.ts';

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

describe('the local token version memory', () => {
  const table = () => {
    const versions = new Map<string, number>([['u1', 0]]);
    let reads = 0;
    return { versions, reads: () => reads, read: async (userId: string) => (reads++, versions.get(userId)) };
  };

  it('reads a user\'s version once while nothing changes it, and again at once after a change', async () => {
    const stored = table();
    const { versionOf, forget } = rememberedVersions(createVersionCache(60_000), stored.read);
    expect([await versionOf('u1'), await versionOf('u1')]).toEqual([0, 0]);
    expect(stored.reads()).toBe(1);

    stored.versions.set('u1', 1);
    forget('u1');
    expect(await versionOf('u1')).toBe(1);
    expect(stored.reads()).toBe(2);
  });

  it('does not remember a read that was under way when a version changed, nor a user with no profile', async () => {
    const stored = table();
    const { versionOf, forget } = rememberedVersions(createVersionCache(60_000), stored.read);
    const reading = versionOf('u1');
    stored.versions.set('u1', 1);
    forget('u1');
    expect(await reading).toBe(0);
    expect(await versionOf('u1')).toBe(1);

    expect(await versionOf('ghost')).toBeUndefined();
    expect(await versionOf('ghost')).toBeUndefined();
    expect(stored.reads()).toBe(4);
  });

  it('forgets a version after its time, as API Gateway forgets the authorizer\'s answer', async () => {
    const stored = table();
    const { versionOf } = rememberedVersions(createVersionCache(20), stored.read);
    await versionOf('u1');
    await new Promise((resolve) => setTimeout(resolve, 40));
    await versionOf('u1');
    expect(stored.reads()).toBe(2);
  });
});
