// First: it sets the Lambda environment the logger reads when it is made.
import './lambda-runtime.ts';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { clientConfig, tableName } from '../data/client.ts';
import { startCheckinTimer } from './checkin-timer.ts';
import { startTelegramPoller } from './telegram-poller.ts';
import { startEmbeddedDynamo, type EmbeddedDynamo } from './table/embedded-dynamodb.ts';
import { ensureTable } from './table/ensure-table.ts';
import { ensureEmailLinkSecret, ensureVapidKey } from './channel-secrets.ts';
import { DEFAULT_PORT, TTL_SWEEP_MS, UnsafeSecretFile, dataDir, ensureJwtSecret, listenHost, useLocalCredentials } from './local-config.ts';
import { usePublicUrl } from './local-mail.ts';
import { createLocalServer } from './server.ts';

// `npm start`: the whole app on one origin, on the embedded defaults unless told otherwise.
const dir = dataDir();
try {
  ensureJwtSecret(dir);
  ensureVapidKey(dir);
  ensureEmailLinkSecret(dir);
} catch (error) {
  if (!(error instanceof UnsafeSecretFile)) throw error;
  console.error(error.message);
  process.exit(1);
}

let engine: EmbeddedDynamo | undefined;
if (!process.env.DYNAMODB_ENDPOINT) {
  useLocalCredentials();
  engine = await startEmbeddedDynamo({ directory: join(dir, 'dynamodb'), ttlSweepMs: TTL_SWEEP_MS });
  process.env.DYNAMODB_ENDPOINT = engine.endpoint;
}
await ensureTable(new DynamoDBClient(clientConfig()), tableName());

const webRoot = process.env.WEB_ROOT ?? resolve(import.meta.dirname, '../../../web/dist');
const server = createLocalServer({ webRoot });
server.listen(process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT, listenHost());
await once(server, 'listening');
const { address, port } = server.address() as AddressInfo;
usePublicUrl(port);
// Bound to every interface or to loopback, the server answers on 127.0.0.1; else only on HOST.
const reachable = ['0.0.0.0', '::', '127.0.0.1'].includes(address) ? '127.0.0.1' : address.includes(':') ? `[${address}]` : address;
console.log(`Cakewalk is running at http://${reachable === '127.0.0.1' ? 'localhost' : reachable}:${port} (listening on ${address}, data in ${dir})`);
const checkins = startCheckinTimer();
const poller = process.env.TELEGRAM_POLLING ? startTelegramPoller(`http://${reachable}:${port}`) : undefined;

async function stop(): Promise<void> {
  console.log('Stopping Cakewalk…');
  poller?.stop();
  await checkins.stop();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await engine?.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
