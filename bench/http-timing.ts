import { since, snapshot, total, type Counts } from './ddb-counter.ts';
import { timed } from './stats.ts';

export interface HttpRequest {
  method: string;
  path: string;
  body?: string;
  /** A label to break samples down by (the status a patch sets). */
  tag?: string;
}

export interface Sample {
  ms: number;
  tag: string | undefined;
  ddb: Counts;
  bytes: number;
}

export interface SequentialSpec {
  api: string;
  token?: string;
  /** The i-th request (0-based) to send. */
  request: (i: number) => HttpRequest;
  expectStatus: number;
  warmup: number;
  samples: number;
  /** A storage-floor sample taken between route samples, so both see the same machine. */
  floor?: () => Promise<unknown>;
}

export interface SequentialResult {
  route: Sample[];
  floor: number[];
}

async function send(spec: SequentialSpec, request: HttpRequest): Promise<{ status: number; bytes: number }> {
  const response = await fetch(`${spec.api}${request.path}`, {
    method: request.method,
    headers: {
      ...(request.body !== undefined && { 'content-type': 'application/json' }),
      ...(spec.token && { authorization: `Bearer ${spec.token}` }),
    },
    body: request.body,
  });
  const text = await response.text();
  if (response.status !== spec.expectStatus) {
    throw new Error(`${request.method} ${request.path}: expected ${spec.expectStatus}, got ${response.status} ${text.slice(0, 200)}`);
  }
  return { status: response.status, bytes: Buffer.byteLength(text) };
}

/**
 * One client, one request at a time, timed from send to the last byte of the body: what a
 * user waits for. Warm-up requests load the handler module (the cold start) and are not timed.
 * Route and floor samples alternate, and which goes first alternates too.
 */
export async function sequential(spec: SequentialSpec): Promise<SequentialResult> {
  for (let i = 0; i < spec.warmup; i++) {
    await send(spec, spec.request(i));
    await spec.floor?.();
  }
  const route: Sample[] = [];
  const floor: number[] = [];
  for (let i = 0; i < spec.samples; i++) {
    const request = spec.request(spec.warmup + i);
    const floorFirst = i % 2 === 1;
    if (spec.floor && floorFirst) floor.push((await timed(spec.floor)).ms);
    const before = snapshot();
    const { ms, value } = await timed(() => send(spec, request));
    route.push({ ms, tag: request.tag, ddb: since(before), bytes: value.bytes });
    if (spec.floor && !floorFirst) floor.push((await timed(spec.floor)).ms);
  }
  return { route, floor };
}

/** DynamoDB calls per request, on average, by command and in all. */
export function ddbPerRequest(samples: readonly Sample[]): { total: number; byCommand: Counts } {
  const byCommand: Counts = {};
  for (const sample of samples) {
    for (const [name, n] of Object.entries(sample.ddb)) byCommand[name] = (byCommand[name] ?? 0) + n;
  }
  for (const name of Object.keys(byCommand)) byCommand[name] = byCommand[name]! / samples.length;
  return { total: samples.reduce((sum, s) => sum + total(s.ddb), 0) / samples.length, byCommand };
}
