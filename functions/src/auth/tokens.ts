import { SignJWT } from 'jose/jwt/sign';
import { jwtVerify } from 'jose/jwt/verify';
import { getSecret } from '../config/secrets.ts';

const ISSUER = 'cakewalk';
const AUDIENCE = 'cakewalk-app';
const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME = '7d';
/** HS256 is only as strong as its key: at least 256 bits. */
const MIN_SECRET_BYTES = 32;

let key: Promise<Uint8Array> | undefined;

async function loadKey(): Promise<Uint8Array> {
  const secret = await getSecret('JWT_SECRET');
  const bytes = new TextEncoder().encode(secret ?? '');
  if (bytes.length < MIN_SECRET_BYTES) throw new Error('JWT_SECRET must be set to at least 32 bytes');
  return bytes;
}

function signingKey(): Promise<Uint8Array> {
  key ??= loadKey().catch((error: unknown) => {
    key = undefined;
    throw error;
  });
  return key;
}

export async function issueToken(userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(await signingKey());
}

/**
 * The user id a token speaks for, or null for anything but a valid, unexpired HS256 token of
 * ours. A key that cannot be loaded is a fault of the server, not of the token, so it throws.
 */
export async function verifyToken(token: string): Promise<string | null> {
  const key = await signingKey();
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    return payload.sub || null;
  } catch {
    return null;
  }
}
