import { createECDH } from 'node:crypto';
import { getSecret, hasSecret } from '../config/secrets.ts';

// The server's VAPID key pair (RFC 8292): a P-256 private key, base64url, in VAPID_PRIVATE_KEY
// (DATA_DIR/vapid.json locally, a Secrets Manager secret in the cloud); the public key is worked
// out from it, so the two can never disagree.

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A P-256 private key is 32 bytes: 43 characters of base64url. */
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

let keys: Promise<VapidKeys> | undefined;

export function vapidConfigured(): boolean {
  return hasSecret('VAPID_PRIVATE_KEY');
}

async function load(): Promise<VapidKeys> {
  const privateKey = (await getSecret('VAPID_PRIVATE_KEY'))?.trim() ?? '';
  if (!PRIVATE_KEY.test(privateKey)) throw new Error('VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey };
}

export function vapidKeys(): Promise<VapidKeys> {
  keys ??= load().catch((error: unknown) => {
    keys = undefined;
    throw error;
  });
  return keys;
}

/** Who the push services may contact about our sends: a mailto: (or https:) URL. */
export function vapidSubject(): string {
  return process.env.VAPID_SUBJECT || 'mailto:cakewalk@localhost';
}
