import { SignJWT } from 'jose/jwt/sign';
import { ALGORITHM, ISSUER, hmacKey } from './signing-key.ts';
import { verifyIssued } from './verify-issued.ts';

const AUDIENCE = 'cakewalk-app';
const TOKEN_LIFETIME = '7d';

const signingKey = hmacKey('JWT_SECRET');

/** What a valid token says: whose it is, the token version it was issued under, when it ends. */
export interface TokenClaims {
  userId: string;
  /** The user's token version at issue (data/accounts/sessions.ts); tokens from before versions carry none: 0. */
  version: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Verifies a token's signature and claims; the local server passes one that remembers its answers. */
export type TokenCheck = (token: string) => Promise<TokenClaims | null>;

export async function issueToken(userId: string, version: number): Promise<string> {
  return new SignJWT({ ver: version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(await signingKey());
}

/**
 * What a token says, or null for anything but a valid, unexpired HS256 token of ours. A key that
 * cannot be loaded is a fault of the server, not of the token, so it throws.
 */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  const payload = await verifyIssued(token, await signingKey(), { audience: AUDIENCE, lifetime: TOKEN_LIFETIME });
  const version = payload?.ver ?? 0;
  if (!payload?.sub || !Number.isSafeInteger(version)) return null;
  return { userId: payload.sub, version: version as number, expiresAt: payload.exp! };
}
