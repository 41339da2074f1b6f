import { afterAll, beforeAll } from 'vitest';
import { startCheckinStack, type CheckinStack } from './checkin-stack.ts';
import { startFakePushService, type FakePushService } from './fake-push-service.ts';
import { startLocalStack, type LocalStack } from './local-stack.ts';

// What a test file shares: the stack, started before its first test and closed after its last,
// and the fake push service beside it. Hooks run in the order the file calls these, and close in
// the reverse order: the push service, called first, is up (and its environment set) before the
// stack starts, and closes after it.

function startedOnce<S extends { close(): Promise<void> }>(start: () => Promise<S>): () => S {
  let started: S | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(() => started?.close());
  return () => {
    if (!started) throw new Error('It starts in beforeAll.');
    return started;
  };
}

/** Environment variables set (or, undefined, removed) just before the stack starts. */
type StackEnv = Record<string, string | undefined>;

function withEnv<S>(env: StackEnv, start: () => Promise<S>): () => Promise<S> {
  return () => {
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    return start();
  };
}

/** The local server over real HTTP on its own table, for the file's tests. */
export function withLocalStack(env: StackEnv = {}): LocalStack {
  const stack = startedOnce(withEnv(env, startLocalStack));
  return {
    get api() {
      return stack().api;
    },
    close: () => stack().close(),
  };
}

/** The local server with the fake Bot API, for the file's tests. */
export function withCheckinStack(env: StackEnv = {}): CheckinStack {
  const stack = startedOnce(withEnv(env, startCheckinStack));
  return {
    get api() {
      return stack().api;
    },
    get telegram() {
      return stack().telegram;
    },
    get webhookSecret() {
      return stack().webhookSecret;
    },
    close: () => stack().close(),
  };
}

/**
 * The fake push service on loopback, which the server may then send to; `subject` is the VAPID
 * subject the server signs with, when a test checks it.
 */
export function withPushService(subject?: string): FakePushService {
  const push = startedOnce(() => {
    process.env.PUSH_ALLOW_LOOPBACK = '1';
    if (subject) process.env.VAPID_SUBJECT = subject;
    return startFakePushService();
  });
  return {
    get origin() {
      return push().origin;
    },
    device: () => push().device(),
    get delivered() {
      return push().delivered;
    },
    get rejected() {
      return push().rejected;
    },
    get requests() {
      return push().requests;
    },
    answer: (device, status, times, location) => push().answer(device, status, times, location),
    close: () => push().close(),
  };
}
