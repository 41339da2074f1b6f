import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose/jwt/sign';
import { ALGORITHM, ISSUER, hmacKey } from './signing-key.ts';
import { verifyIssued } from './verify-issued.ts';

// OWASP's device cookie ("Slow Down Online Guessing Attacks with Device Cookies"): a browser
// that signed in to an account holds a signed token naming the account's email. A login that
// presents one is counted against that device alone, so strangers who use up the email's
// allowance from elsewhere never lock its owner out. Its own audience keeps it apart from a
// session token: neither passes for the other.

const AUDIENCE = 'cakewalk-device';
const LIFETIME = '365d';

const signingKey = hmacKey('JWT_SECRET');

/**
 * A valid device token: which device (its own random id), whose account it signed in to, and the
 * account's token version then, so a new password or signing out everywhere ends it with the sessions.
 */
export interface TrustedDevice {
  device: string;
  userId: string;
  version: number;
}

export async function issueDeviceToken(email: string, userId: string, version: number): Promise<string> {
  return new SignJWT({ uid: userId, ver: version })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(email.toLowerCase())
    .setJti(randomBytes(12).toString('base64url'))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(await signingKey());
}

/** The device a token names, or null for anything but a valid, unexpired device token of this email. */
export async function verifyDeviceToken(token: string, email: string): Promise<TrustedDevice | null> {
  const payload = await verifyIssued(token, await signingKey(), { audience: AUDIENCE, lifetime: LIFETIME, subject: email.toLowerCase(), claims: ['jti'] });
  return typeof payload?.uid === 'string' && typeof payload.ver === 'number' ? { device: payload.jti!, userId: payload.uid, version: payload.ver } : null;
}
