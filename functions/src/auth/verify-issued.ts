// A token of ours checked: its signature, issuer, audience, age and the claims it must carry.

import type { JWTPayload } from 'jose';
import { jwtVerify } from 'jose/jwt/verify';
import { ALGORITHM, ISSUER } from './signing-key.ts';

/**
 * Clocks of the machines that issue and check tokens may differ this much. A token issued
 * further in the future was not issued by us in good faith (or by a clock gone wrong), and would
 * outlive the lifetime it claims.
 */
const CLOCK_SKEW_SECONDS = 60;

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
