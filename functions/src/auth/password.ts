import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';
import { Unavailable } from '../domain/errors.ts';

// scrypt at the OWASP parameters: N=2^17, r=8, p=1. That needs 128 MiB, above Node's 32 MiB
// default, so maxmem is raised. SCRYPT_LOG_N may lower the cost; only tests set it.
const KEY_LENGTH = 32;
const R = 8;
const P = 1;

function costLogN(): number {
  const configured = Number(process.env.SCRYPT_LOG_N);
  return Number.isInteger(configured) && configured >= 10 && configured <= 20 ? configured : 17;
}

/** Said when more password checks wait than the queue holds: try again later. */
export class PasswordHashingBusy extends Unavailable {
  override name = 'PasswordHashingBusy';
}

// scrypt runs on libuv's thread pool (4 threads), which storage (the embedded engine's LevelDB)
// and file access share. Unbounded, 40 logins at once hold every thread for seconds and
// signed-in requests wait behind them; so a few hashes run at once and the rest queue here.
const hashing = pLimit(ABUSE_LIMITS.passwordHashing.concurrency);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  if (hashing.pendingCount >= ABUSE_LIMITS.passwordHashing.queue) return Promise.reject(new PasswordHashingBusy());
  return hashing(() => new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  }));
}

const optionsFor = (logN: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r + 1024 * 1024,
});

/** Stored as scrypt$logN$r$p$salt$hash, so the cost can rise later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const logN = costLogN();
  const salt = randomBytes(16);
  const key = await derive(password, salt, optionsFor(logN, R, P));
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), optionsFor(Number(logN), Number(r), Number(p)));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A stored hash to check against when the email is unknown: random salt and key at today's
 * cost, so the check costs one scrypt through the same queue as a real one (the answer time
 * does not tell which accounts exist) and never matches.
 */
export function decoyHash(): string {
  decoy ??= ['scrypt', costLogN(), R, P, randomBytes(16).toString('base64'), randomBytes(KEY_LENGTH).toString('base64')].join('$');
  return decoy;
}
let decoy: string | undefined;
