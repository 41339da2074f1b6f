import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';

// Runs in its own process, like the load worker: `connections` clients each send logins back to
// back, every one for a new unknown email (so no login limit stops them before the password
// hash), until SIGTERM. Prints "started" once every client has a login in flight, then one JSON
// line of answers by status when stopped.
const { api, connections } = JSON.parse(process.argv[2] ?? '{}') as { api: string; connections: number };
const url = new URL(`${api}/auth/login`);
const agent = new Agent({ keepAlive: true, maxSockets: connections });
const statuses: Record<string, number> = {};
let running = true;

function login(): Promise<void> {
  const body = JSON.stringify({ email: `storm.${randomBytes(6).toString('hex')}@example.com`, password: 'a guess at a password' });
  return new Promise((resolve) => {
    const outgoing = request({
      host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent,
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

async function client(): Promise<void> {
  while (running) await login();
}

const clients = Array.from({ length: connections }, client);
console.log('started');
process.once('SIGTERM', () => {
  running = false;
  void Promise.all(clients).then(() => {
    console.log(JSON.stringify(statuses));
    agent.destroy();
  });
});
