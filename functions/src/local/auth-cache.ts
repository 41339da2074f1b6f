import { LRUCache } from 'lru-cache';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { verifyToken, type TokenCheck, type TokenClaims } from '../auth/tokens.ts';
import type { VersionOf } from '../core/accounts/sessions.ts';

/** Signature checks by token. lru-cache holds no null, so a refused token is `{claims: null}`. */
export type TokenCache = LRUCache<string, { claims: TokenClaims | null }>;

/**
 * Bounded in entries and in token bytes, least recently used out first, so a flood of distinct
 * tokens costs at most a megabyte instead of growing the process.
 */
export function createTokenCache(ttlMs: number): TokenCache {
  return new LRUCache({
    max: ABUSE_LIMITS.authCache.entries,
    maxSize: ABUSE_LIMITS.authCache.keyBytes,
    sizeCalculation: (_value, token) => Math.max(1, token.length),
    ttl: ttlMs,
  });
}

/**
 * A token check that remembers its answers, as API Gateway remembers the authorizer's in the
 * cloud. Only the signature check is remembered: the authorizer still reads the user's token
 * version on every request, so signing out everywhere takes effect here at once. A token is
 * never remembered past its own expiry.
 */
export function cachedTokenCheck(cache: TokenCache, check: TokenCheck = verifyToken): TokenCheck {
  return async (token) => {
    const remembered = cache.get(token);
    if (remembered) return remembered.claims;
    const claims = await check(token);
    const ttl = claims ? Math.min(cache.ttl, claims.expiresAt * 1000 - Date.now()) : cache.ttl;
    if (ttl > 0) cache.set(token, { claims }, { ttl });
    return claims;
  };
}

/** Token versions by user id, as read, while nothing in this process has changed them since. */
export type VersionCache = LRUCache<string, number>;

export function createVersionCache(ttlMs: number): VersionCache {
  return new LRUCache({ max: ABUSE_LIMITS.authCache.entries, ttl: ttlMs });
}

/**
 * A token version read that remembers its answers, as API Gateway remembers the authorizer's in
 * the cloud (there for 60 s, a revoked session included), but forgets a user's the moment this
 * process changes it (`forget`, called for every change: the local server runs every route and
 * job, and nothing else reaches its table). A read that was under way when some version changed
 * is not remembered, as it may have read the old one. A user with no profile is never remembered.
 */
export function rememberedVersions(cache: VersionCache, read: VersionOf): { versionOf: VersionOf; forget: (userId: string) => void } {
  let changes = 0;
  return {
    versionOf: async (userId) => {
      const remembered = cache.get(userId);
      if (remembered !== undefined) return remembered;
      const before = changes;
      const version = await read(userId);
      if (version !== undefined && changes === before) cache.set(userId, version);
      return version;
    },
    forget: (userId) => {
      changes++;
      cache.delete(userId);
    },
  };
}
