import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const DEFAULT_PORT = 3000;
/** Only this machine can reach the local server unless HOST opens it wider (0.0.0.0, a LAN address). */
export const listenHost = () => process.env.HOST || '127.0.0.1';

/** How often `npm start` removes expired items from the embedded engine, as DynamoDB's TTL does. */
export const TTL_SWEEP_MS = 60_000;

const SECRET_FILE = 'jwt-secret';
const ENGINE_FOLDER = 'dynamodb';

/** Said when the signing key on disk may already have been read by someone else. */
export class UnsafeSecretFile extends Error {}

/** What a leaked key would let someone forge, and what deleting the file costs. */
interface SecretFileStakes {
  forged: string;
  renewed: string;
}

const JWT_STAKES: SecretFileStakes = { forged: 'sign-in tokens', renewed: 'everyone signs in again' };

export function refuseReadableSecret(file: string, stakes = JWT_STAKES): void {
  if (!existsSync(file)) return;
  const mode = statSync(file).mode & 0o777;
  if (mode & 0o077) {
    throw new UnsafeSecretFile(
      `${file} can be read by other users of this machine (mode ${mode.toString(8).padStart(4, '0')}), so ${stakes.forged} `
      + `could be forged with it. Cakewalk will not use it. Delete it to have a new one made (${stakes.renewed}), `
      + `or, if no one else could have read it, run: chmod 600 ${file}`,
    );
  }
}

function keepPrivate(path: string): void {
  if (statSync(path).isDirectory()) {
    chmodSync(path, 0o700);
    for (const entry of readdirSync(path)) keepPrivate(join(path, entry));
  } else {
    chmodSync(path, 0o600);
  }
}

/**
 * The local data folder (DATA_DIR), private to the user who runs Cakewalk: the folder 0700, its
 * files 0600, also what an older version left readable, and a umask so the engine's new files
 * are born private.
 */
export function dataDir(): string {
  process.umask(0o077);
  const dir = resolve(process.env.DATA_DIR || '.data');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  if (existsSync(join(dir, ENGINE_FOLDER))) keepPrivate(join(dir, ENGINE_FOLDER));
  return dir;
}

/**
 * Without JWT_SECRET, a random 256-bit key is made once and kept in the data folder, so
 * sign-ins survive restarts.
 */
export function ensureJwtSecret(dir: string): void {
  if (process.env.JWT_SECRET) return;
  const file = join(dir, SECRET_FILE);
  refuseReadableSecret(file);
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
