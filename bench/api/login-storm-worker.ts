import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';

// Runs in its own process, like the load worker: `connections` clients each send logins back to
// back, every one for a new unknown email, until SIGTERM. Client i connects from addresses[i]
// (or the last one): a storm of many people, each from an address of their own, so no address's
// allowance stops them before the password hash; or a flood from one client, all from one
// address. Prints "started" once every client has a login in flight, then one JSON line of
// answers by status when stopped.
const { api, connections, addresses } = JSON.parse(process.argv[2] ?? '{}') as { api: string; connections: number; addresses: string[] };
const url = new URL(`${api}/auth/login`);
const agents = Array.from({ length: connections }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
const statuses: Record<string, number> = {};
let running = true;

function login(i: number): Promise<void> {
  const body = JSON.stringify({ email: `storm.${randomBytes(6).toString('hex')}@example.com`, password: 'a guess at a password' });
  return new Promise((resolve) => {
    const outgoing = request({
      host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent: agents[i], localAddress: addresses[Math.min(i, addresses.length - 1)],
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      response.resume();
      response.on('end', () => {
        statuses[String(response.statusCode)] = (statuses[String(response.statusCode)] ?? 0) + 1;
        resolve();
      });
    });
    outgoing.on('error', () => {
      statuses.error = (statuses.error ?? 0) + 1;
      resolve();
    });
    outgoing.end(body);
  });
}

async function client(i: number): Promise<void> {
  while (running) await login(i);
}

const clients = Array.from({ length: connections }, (_, i) => client(i));
console.log('started');
process.once('SIGTERM', () => {
  running = false;
  void Promise.all(clients).then(() => {
    console.log(JSON.stringify(statuses));
    for (const agent of agents) agent.destroy();
  });
});
