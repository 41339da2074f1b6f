import type { ScryptOptions } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ABUSE_LIMITS } from '@cakewalk/shared/schemas/limits.ts';

// Watches every scrypt the password module starts: how many run at once, and at what cost.
const watch = vi.hoisted(() => ({ running: 0, most: 0, costs: [] as number[], hold: undefined as Promise<void> | undefined }));
vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof import('node:crypto')>();
  type Done = (error: Error | null, key: Buffer) => void;
  return {
    ...crypto,
    scrypt: (password: string, salt: Buffer, length: number, options: ScryptOptions, done: Done) => {
      watch.running++;
      watch.most = Math.max(watch.most, watch.running);
      watch.costs.push(options.N ?? 0);
      void (watch.hold ?? Promise.resolve()).then(() => crypto.scrypt(password, salt, length, options, (error, key) => {
        watch.running--;
        done(error, key);
      }));
    },
  };
});

process.env.SCRYPT_LOG_N = '10';
const { PasswordHashingBusy, decoyHash, hashPassword, verifyPassword } = await import('../../src/auth/password.ts');

beforeEach(() => {
  Object.assign(watch, { running: 0, most: 0, costs: [], hold: undefined });
});

describe('password hashing under load', () => {
  it('runs at most a few scrypts at once, known and unknown emails alike, and answers every one', async () => {
    const stored = await hashPassword('the right password');
    watch.costs = [];
    const checks = await Promise.all(Array.from({ length: 40 }, (_, i) =>
      verifyPassword(i === 7 ? 'the right password' : `guess ${i}`, i % 2 ? stored : decoyHash())));
    expect(watch.most).toBe(ABUSE_LIMITS.passwordHashing.concurrency);
    expect(checks.map((matched, i) => (matched ? i : -1)).filter((i) => i >= 0)).toEqual([7]);
  });

  it('makes an unknown email cost one scrypt at the same cost as a real account', async () => {
    const stored = await hashPassword('the right password');
    await verifyPassword('a guess', stored);
    await verifyPassword('a guess', decoyHash());
    expect(watch.costs).toEqual([2 ** 10, 2 ** 10, 2 ** 10]);
    expect(await verifyPassword(decoyHash(), decoyHash())).toBe(false);
  });

  it('turns away checks beyond its queue as busy, and serves the rest', async () => {
    let release = () => {};
    watch.hold = new Promise((resolve) => {
      release = resolve;
    });
    const { concurrency, queue } = ABUSE_LIMITS.passwordHashing;
    const checks = Array.from({ length: concurrency + queue + 5 }, () => verifyPassword('a guess', decoyHash()).then(
      () => 'checked',
      (error: unknown) => (error instanceof PasswordHashingBusy ? 'busy' : 'failed'),
    ));
    release();
    const outcomes = await Promise.all(checks);
    expect(outcomes.filter((outcome) => outcome === 'busy')).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === 'checked')).toHaveLength(concurrency + queue);
  });
});
