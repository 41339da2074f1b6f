import { createHash, randomBytes } from 'node:crypto';

// An emailed link's token: 32 random bytes (256 bits), base64url in the link. Only its SHA-256 is
// stored, so the table alone gives no one a working link.

export const hashOfLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOfLinkToken(token) };
}

/** Seconds since the epoch, `ms` from `now`: a token's expiry, which is also the table's TTL. */
export const expiresIn = (now: Date, ms: number) => Math.floor((now.getTime() + ms) / 1000);
