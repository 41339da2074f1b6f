import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { CheckinFigures, CheckinSimSpec } from './checkin-sim.ts';

const run = promisify(execFile);
const SIM = fileURLToPath(new URL('./checkin-sim.ts', import.meta.url));

/**
 * The check-in simulation in a fresh process (its own engine, client and caches), bounded in
 * time: a generous 10 ms of a core per round over the seconds the rounds wait on the provider.
 */
export async function checkinSimulation(spec: CheckinSimSpec): Promise<CheckinFigures> {
  const budgetMs = 600_000 + spec.users * 50 + spec.sampleAt1 * spec.providerMs * 2;
  const { stdout } = await run(process.execPath, [SIM, JSON.stringify(spec)], { timeout: budgetMs, killSignal: 'SIGKILL', maxBuffer: 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as CheckinFigures;
}
