import { LRUCache } from 'lru-cache';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import type { AuthContext } from '../auth/authorizer.ts';

/**
 * The authorizer's answers by Authorization header, as API Gateway caches them in the cloud.
 * Bounded in entries and in header bytes, least recently used out first, so a flood of
 * distinct headers costs at most a megabyte instead of growing the process.
 */
export function createAuthCache(ttlMs: number): LRUCache<string, AuthContext> {
  return new LRUCache<string, AuthContext>({
    max: ABUSE_LIMITS.authCache.entries,
    maxSize: ABUSE_LIMITS.authCache.keyBytes,
    sizeCalculation: (_context, header) => Math.max(1, header.length),
    ttl: ttlMs,
  });
}
