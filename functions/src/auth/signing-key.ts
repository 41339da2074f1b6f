import { getSecret } from '../config/secrets.ts';

// How Cakewalk's tokens (sessions, and trusted devices) are signed and checked.

export const ISSUER = 'cakewalk';
export const ALGORITHM = 'HS256';
/**
 * Clocks of the machines that issue and check tokens may differ this much. A token issued
 * further in the future was not issued by us in good faith (or by a clock gone wrong), and would
 * outlive the lifetime it claims.
 */
export const CLOCK_SKEW_SECONDS = 60;

/** HS256 is only as strong as its key: at least 256 bits. */
const MIN_SECRET_BYTES = 32;

let key: Promise<Uint8Array> | undefined;

async function loadKey(): Promise<Uint8Array> {
  const secret = await getSecret('JWT_SECRET');
  const bytes = new TextEncoder().encode(secret ?? '');
  if (bytes.length < MIN_SECRET_BYTES) throw new Error('JWT_SECRET must be set to at least 32 bytes');
  return bytes;
}

/** The key that signs session and device tokens (JWT_SECRET), loaded once. */
export function signingKey(): Promise<Uint8Array> {
  key ??= loadKey().catch((error: unknown) => {
    key = undefined;
    throw error;
  });
  return key;
}

