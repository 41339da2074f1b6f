import { createECDH } from 'node:crypto';

// A subscription's keys are what every notification is encrypted to (RFC 8291). Keys no browser
// would make are refused when saved, so no send fails on them later.

const AUTH_BYTES = 16;

// Any key pair on the curve serves to test a point: computing a shared secret fails for a point off it.
const probe = createECDH('prime256v1');
probe.generateKeys();

/** Whether `p256dh` is an uncompressed point on P-256 and `auth` 16 bytes, both in base64url. */
export function isPushKeyPair(p256dh: string, auth: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04 || Buffer.from(auth, 'base64url').length !== AUTH_BYTES) return false;
  try {
    probe.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}
