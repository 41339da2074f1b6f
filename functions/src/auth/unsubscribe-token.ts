import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import { ALGORITHM, ISSUER, hmacKey } from './signing-key.ts';

// The token in a check-in email's List-Unsubscribe URL: it says whose emails of which kind to turn
// off, signed so no one can turn off someone else's. It is signed with its own key
// (EMAIL_LINK_SECRET), not the session key, so the check-in worker, which makes these, can never
// make a session. It does not expire: an old email's unsubscribe link must still work.

const AUDIENCE = 'cakewalk-unsubscribe';
const KINDS: readonly string[] = ['daily', 'weekly'] satisfies CheckinKind[];

const signingKey = hmacKey('EMAIL_LINK_SECRET');

export interface Unsubscribe {
  userId: string;
  kind: CheckinKind;
}

export async function unsubscribeToken({ userId, kind }: Unsubscribe): Promise<string> {
  const { SignJWT } = await import('./jwt-sign.ts');
  return new SignJWT({ kind })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .sign(await signingKey());
}

/** What a token says, or null for anything but a token of ours. */
export async function readUnsubscribeToken(token: string): Promise<Unsubscribe | null> {
  const secret = await signingKey();
  const { jwtVerify } = await import('./jwt-verify.ts');
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ['sub'] });
    const kind = payload.kind;
    if (!payload.sub || typeof kind !== 'string' || !KINDS.includes(kind)) return null;
    return { userId: payload.sub, kind: kind as CheckinKind };
  } catch {
    return null;
  }
}
