import autocannon from 'autocannon';
import type { LoadSpec } from './load.ts';

// Runs in its own process so the load generator does not share the server's event loop (on two
// cores, the server gets one of them to itself). Prints one JSON line with the result.
const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.duration,
  timeout: 30,
  headers: spec.headers,
  requests: spec.requests,
});
console.log(JSON.stringify({
  ok: result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors,
  seconds: result.duration,
  statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)])),
  latency_p50_ms: result.latency.p50,
  latency_p99_ms: result.latency.p99,
}));
