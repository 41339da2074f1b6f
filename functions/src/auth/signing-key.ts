import type { JWTPayload } from 'jose';
import { getSecret, type SecretName } from '../config/secrets.ts';

// How Cakewalk's tokens (sessions, trusted devices, unsubscribe links) are signed and checked.
// jose (about 12 KB) is imported where a token is signed or checked, not with the module: a cold
// start reads it only when that happens (the check-in worker only for an email, say).

export const ISSUER = 'cakewalk';
export const ALGORITHM = 'HS256';
/**
 * Clocks of the machines that issue and check tokens may differ this much. A token issued
 * further in the future was not issued by us in good faith (or by a clock gone wrong), and would
 * outlive the lifetime it claims.
 */
const CLOCK_SKEW_SECONDS = 60;

/** HS256 is only as strong as its key: at least 256 bits. */
const MIN_SECRET_BYTES = 32;

/**
 * The HMAC key in secret `name`, read once and kept; a failed read is tried again next time.
 * A key that is missing or short is a fault of the server, so it throws.
 */
export function hmacKey(name: SecretName): () => Promise<Uint8Array> {
  let key: Promise<Uint8Array> | undefined;
  const load = async () => {
    const bytes = new TextEncoder().encode((await getSecret(name)) ?? '');
    if (bytes.length < MIN_SECRET_BYTES) throw new Error(`${name} must be set to at least ${MIN_SECRET_BYTES} bytes`);
    return bytes;
  };
  return () => {
    key ??= load().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}

/** What a token of a kind that expires must be: for whom, how long it lives, which claims it must carry. */
interface Expected {
  audience: string;
  lifetime: string;
  subject?: string;
  claims?: string[];
}

/**
 * The claims of an unexpired HS256 token of ours for `audience`, no older than `lifetime` and
 * issued no later than the clock skew allows; null for anything else.
 */
export async function verifyIssued(token: string, key: Uint8Array, { audience, lifetime, subject, claims = [] }: Expected): Promise<JWTPayload | null> {
  const { jwtVerify } = await import('jose/jwt/verify');
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience,
      ...(subject !== undefined && { subject }),
      requiredClaims: ['sub', 'exp', 'iat', ...claims],
      maxTokenAge: lifetime,
      clockTolerance: CLOCK_SKEW_SECONDS,
    });
    return payload;
  } catch {
    return null;
  }
}
