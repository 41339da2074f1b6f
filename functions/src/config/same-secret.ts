import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether a header carries the secret, compared in constant time. Digests have one length, so
 * the comparison time says nothing about the secret's length either.
 */
export function isSameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
