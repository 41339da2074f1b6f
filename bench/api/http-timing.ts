import { Agent, request as httpRequest } from 'node:http';
import { since, snapshot, total, type Counts } from '../ddb-counter.ts';
import { timed } from '../stats.ts';

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

// A lean keep-alive client on node:http, as a browser's network stack is native code: undici's
// fetch reads bodies through web streams, which on a 200 KB dashboard adds milliseconds of the
// client's own to every sample (measured: about 4 ms here), and that is not the route's cost.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

function send(spec: SequentialSpec, request: HttpRequest): Promise<{ status: number; bytes: number }> {
  const url = new URL(`${spec.api}${request.path}`);
  const headers: Record<string, string | number> = {
    ...(spec.token && { authorization: `Bearer ${spec.token}` }),
    ...(request.body !== undefined && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body) }),
  };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: request.method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode !== spec.expectStatus) {
          reject(new Error(`${request.method} ${request.path}: expected ${spec.expectStatus}, got ${response.statusCode} ${text.slice(0, 200)}`));
        } else {
          resolve({ status: response.statusCode, bytes: Buffer.byteLength(text) });
        }
      });
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
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

export function closeHttpClient(): void {
  agent.destroy();
}
