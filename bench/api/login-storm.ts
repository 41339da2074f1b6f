import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { routePath } from '@cakewalk/shared/routes.ts';
import { sequential, type HttpRequest } from './http-timing.ts';
import type { Seeded } from './seed.ts';
import { round, timing, type Timing } from '../stats.ts';

// Signed-in requests timed alone, then again while a crowd of logins (unknown emails, scrypt at
// its production cost, each person from an address of their own) runs on the same server:
// password hashing must not starve other work. Then real logins timed while one client floods
// sign-in with 20 made-up emails at once: one client must not starve everyone's sign-in.

const WORKER = fileURLToPath(new URL('./login-storm-worker.ts', import.meta.url));

export interface LoginStormFigures {
  logins_at_once: number;
  /** The same signed-in requests with no logins running, and while they run. */
  quiet: Timing;
  storm: Timing;
  /** storm p99 / quiet p99. */
  p99_ratio: number;
  /** How the storm's logins were answered, by status (401 for an unknown email). */
  login_statuses: Record<string, number>;
  /** Real logins (the right password, from another address) while one client floods. */
  flood: {
    logins_at_once: number;
    real_login: Timing;
    /** How the flood's logins were answered: most 429, once its address's line or allowance is full. */
    flood_statuses: Record<string, number>;
  };
}

export interface LoginStormOptions {
  stormLogins: number;
  stormRequests: number;
  /** Logins one client keeps in flight, and real logins timed meanwhile. */
  floodLogins: number;
  floodRequests: number;
}

/** Loopback addresses for the workers' clients (all of 127/8 is this machine on Linux), apart from the bench's own 127.0.0.1. */
const stormAddress = (i: number) => `127.0.${10 + Math.floor(i / 250)}.${(i % 250) + 1}`;
const FLOOD_ADDRESS = '127.0.9.1';

/** The signed-in requests of a dashboard visit, in turn: who am I, the goals, one goal. */
function signedInRequests(seeded: Seeded): (i: number) => HttpRequest {
  const paths = [routePath('get-me'), routePath('get-dashboard', { id: seeded.userId }), routePath('get-goal', { id: seeded.goals[0]!.id })];
  return (i) => ({ method: 'GET', path: paths[i % paths.length]! });
}

async function startStorm(api: string, connections: number, addresses: string[]) {
  const child = spawn(process.execPath, [WORKER, JSON.stringify({ api, connections, addresses })], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: string[] = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
  while (!lines.includes('started')) await once(child.stdout, 'data');
  return {
    async stop(): Promise<Record<string, number>> {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(lines.at(-1)!) as Record<string, number>;
    },
  };
}

export async function loginStorm(api: string, seeded: Seeded, options: LoginStormOptions): Promise<LoginStormFigures> {
  const spec = { api, token: seeded.token, expectStatus: 200, warmup: 3, samples: options.stormRequests, request: signedInRequests(seeded) };
  const quiet = await sequential(spec);
  const storm = await startStorm(api, options.stormLogins, Array.from({ length: options.stormLogins }, (_, i) => stormAddress(i)));
  const during = await sequential({ ...spec, warmup: 0 }).catch(async (error: unknown) => {
    await storm.stop();
    throw error;
  });
  const statuses = await storm.stop();
  const quietTiming = timing(quiet.route.map((s) => s.ms));
  const stormTiming = timing(during.route.map((s) => s.ms));
  return {
    logins_at_once: options.stormLogins,
    quiet: quietTiming,
    storm: stormTiming,
    p99_ratio: round(stormTiming.p99_ms / quietTiming.p99_ms, 1),
    login_statuses: statuses,
    flood: await realLoginsDuringFlood(api, seeded, options),
  };
}

/** The seeded user signs in, one login after another, while one client floods with made-up emails. */
async function realLoginsDuringFlood(api: string, seeded: Seeded, options: LoginStormOptions): Promise<LoginStormFigures['flood']> {
  const body = JSON.stringify({ email: seeded.email, password: seeded.password });
  const flood = await startStorm(api, options.floodLogins, [FLOOD_ADDRESS]);
  const real = await sequential({ api, expectStatus: 200, warmup: 0, samples: options.floodRequests, request: () => ({ method: 'POST', path: routePath('login'), body }) })
    .catch(async (error: unknown) => {
      await flood.stop();
      throw error;
    });
  return { logins_at_once: options.floodLogins, real_login: timing(real.route.map((s) => s.ms)), flood_statuses: await flood.stop() };
}
