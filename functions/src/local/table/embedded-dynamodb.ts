import { chmodSync, existsSync, mkdtempSync, rmSync, unlinkSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dynalite from 'dynalite';
import { SOCKET_ENDPOINT } from '../../data/client.ts';
import { removeExpiredItems } from './expired-items.ts';

export interface EmbeddedDynamo {
  /** `unix:<socket file>`, as DYNAMODB_ENDPOINT takes it. */
  endpoint: string;
  /** Deletes every item whose TTL has passed, as DynamoDB's TTL does in the background. */
  removeExpired(): Promise<number>;
  close(): Promise<void>;
}

export interface EmbeddedDynamoOptions {
  /** The LevelDB folder; left out, everything is kept in memory. */
  directory?: string;
  /** How often to remove expired items (DynamoDB does it within days); left out, only on request. */
  ttlSweepMs?: number;
}

// A unix socket's path has room for 107 bytes on Linux; a deeper data folder gets its socket in
// a private folder of its own under the system's temporary folder.
const MAX_SOCKET_PATH = 100;

interface SocketPlace {
  path: string;
  /** Removed on close: the private folder made for the socket. */
  folder?: string;
}

function socketPlace(directory: string | undefined): SocketPlace {
  const beside = directory && `${directory}.sock`;
  if (beside && beside.length <= MAX_SOCKET_PATH) return { path: beside };
  // mkdtemp makes the folder 0700: no other user can reach a socket inside it.
  const folder = mkdtempSync(join(tmpdir(), 'cakewalk-engine-'));
  return { path: join(folder, 'dynamodb.sock'), folder };
}

/** Whether a process still answers on the socket (a leftover file of a crashed one does not). */
function isAnswering(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect({ path });
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * A browser sends Origin with every cross-origin call; the engine has no caller but this
 * process, so such a request is refused before dynalite could answer it with CORS headers.
 */
function refuseBrowsers(engine: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.headers.origin !== undefined || request.method === 'OPTIONS') {
      response.writeHead(403, { 'content-length': 0, connection: 'close' }).end();
      request.resume();
      return;
    }
    engine(request, response);
  };
}

/**
 * dynalite, a DynamoDB-compatible engine, in this process. With a directory it persists there
 * (LevelDB), so data survives restarts; without one it keeps everything in memory. It listens on
 * a unix socket file (0600, beside the LevelDB folder in the data folder, which is 0700), never
 * on a TCP port: no other user of the machine, and no web page, can reach the table.
 */
export async function startEmbeddedDynamo({ directory, ttlSweepMs }: EmbeddedDynamoOptions = {}): Promise<EmbeddedDynamo> {
  const server = dynalite({ path: directory, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const [engine] = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', refuseBrowsers(engine!));
  // Node closes a connection idle for 5 s; a client busy with hundreds of requests can pick that
  // connection for its next one before it reads the close, and the write fails (EPIPE): a tenth
  // of the check-in simulation's rounds did. DynamoDB keeps idle connections far longer, so does
  // this; the clients' agents close theirs when their process ends.
  server.keepAliveTimeout = 10 * 60_000;

  const socket = socketPlace(directory);
  if (existsSync(socket.path)) {
    if (await isAnswering(socket.path)) throw new Error(`Another process serves the data in ${directory}; stop it first.`);
    unlinkSync(socket.path);
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket.path, () => resolve());
  });
  chmodSync(socket.path, 0o600);

  const endpoint = `${SOCKET_ENDPOINT}${socket.path}`;
  const removeExpired = () => removeExpiredItems(endpoint);
  const sweeper = ttlSweepMs === undefined ? undefined : setInterval(() => {
    removeExpired().catch((error: unknown) => console.error('Removing expired items failed:', error));
  }, ttlSweepMs);
  sweeper?.unref();

  return {
    endpoint,
    removeExpired,
    close: () =>
      new Promise((resolve, reject) => {
        clearInterval(sweeper);
        server.close((error) => {
          if (socket.folder) rmSync(socket.folder, { recursive: true, force: true });
          if (error) reject(error);
          else resolve();
        });
        // The SDK keeps connections alive; without this, close would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
