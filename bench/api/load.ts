import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

export interface LoadSpec {
  /** Loopback only. */
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  /** Each connection cycles through these in order. */
  requests: { method: string; path: string; body?: string }[];
}

export interface LoadResult {
  rps: number;
  ok: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  latency_p50_ms: number;
  latency_p99_ms: number;
}

/**
 * Concurrent load from autocannon, bounded in time (and killed if it overstays). Only 2xx
 * answers count toward rps; anything else is reported, and fails the run, since an error
 * answer is usually cheaper than the real work and would flatter the figure.
 */
export async function load(spec: LoadSpec): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(spec.url)) throw new Error(`load goes to loopback only, not ${spec.url}`);
  const { stdout } = await run(process.execPath, [WORKER, JSON.stringify(spec)], {
    timeout: (spec.duration + 60) * 1000,
    killSignal: 'SIGKILL',
    maxBuffer: 1024 * 1024,
  });
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as Omit<LoadResult, 'rps'> & { seconds: number };
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`load on ${spec.url}: ${result.non2xx} non-2xx, ${result.errors} errors (${JSON.stringify(result.statuses)})`);
  }
  const { seconds, ...rest } = result;
  return { rps: Math.round((result.ok / seconds) * 10) / 10, ...rest };
}
