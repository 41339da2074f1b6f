import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import { refuseReadableSecret } from './local-config.ts';

// The keys the check-in channels need, made once into the data folder (0600) like the JWT key,
// unless the environment gives them: the VAPID key pair of web push, and the key that signs the
// unsubscribe links of check-in emails.

const VAPID_FILE = 'vapid.json';
const EMAIL_LINK_FILE = 'email-link-secret';

function readOrMake(file: string, make: () => string, stakes: { forged: string; renewed: string }): string {
  refuseReadableSecret(file, stakes);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    const made = make();
    writeFileSync(file, made, { mode: 0o600 });
    return made;
  }
}

/** DATA_DIR/vapid.json: `{publicKey, privateKey}` as web-push makes them; the private key becomes VAPID_PRIVATE_KEY. */
export function ensureVapidKey(dir: string): void {
  if (process.env.VAPID_PRIVATE_KEY) return;
  const text = readOrMake(join(dir, VAPID_FILE), () => JSON.stringify(webpush.generateVAPIDKeys()), {
    forged: 'notifications from this server', renewed: 'every browser turns notifications on again',
  });
  process.env.VAPID_PRIVATE_KEY = (JSON.parse(text) as { privateKey: string }).privateKey;
}

export function ensureEmailLinkSecret(dir: string): void {
  if (process.env.EMAIL_LINK_SECRET) return;
  process.env.EMAIL_LINK_SECRET = readOrMake(join(dir, EMAIL_LINK_FILE), () => randomBytes(32).toString('hex'), {
    forged: 'unsubscribe links', renewed: 'the unsubscribe links of emails already sent stop working',
  }).trim();
}
