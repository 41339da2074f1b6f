import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const DEFAULT_PORT = 3000;

export function dataDir(): string {
  const dir = resolve(process.env.DATA_DIR || '.data');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Without JWT_SECRET, a random 256-bit key is made once and kept in the data folder, so
 * sign-ins survive restarts.
 */
export function ensureJwtSecret(dir: string): void {
  if (process.env.JWT_SECRET) return;
  const file = join(dir, 'jwt-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
  }
  process.env.JWT_SECRET = secret;
}

/** The embedded engine accepts any credentials; real endpoints use the normal AWS chain. */
export function useLocalCredentials(): void {
  process.env.AWS_REGION ||= 'local';
  process.env.AWS_ACCESS_KEY_ID ||= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ||= 'local';
}
