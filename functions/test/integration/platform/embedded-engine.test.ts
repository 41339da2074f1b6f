import { existsSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_ENDPOINT, clientConfig } from '../../../src/data/client.ts';
import { TABLE } from '../../../src/data/table.ts';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../../../src/local/table/embedded-dynamodb.ts';
import { ensureTable } from '../../../src/local/table/ensure-table.ts';
import { signUp } from '../../support/api-client.ts';
import { startServer, stop } from '../../support/local-process.ts';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});
const tempFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cakewalk-engine-test-'));
  folders.push(dir);
  return dir;
};

/** The TCP ports a process listens on, read from /proc: its socket inodes among the listening sockets. */
function listeningPorts(pid: number): number[] {
  const inodes = new Set(readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
    try {
      return [readlinkSync(`/proc/${pid}/fd/${fd}`).match(/^socket:\[(\d+)\]$/)?.[1]].filter(Boolean);
    } catch {
      return [];
    }
  }));
  const LISTEN = '0A';
  return ['tcp', 'tcp6'].flatMap((table) => readFileSync(`/proc/${pid}/net/${table}`, 'utf8').split('\n').slice(1).flatMap((line) => {
    const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
    return state === LISTEN && inodes.has(inode) ? [parseInt(local!.split(':')[1]!, 16)] : [];
  }));
}

/** A raw call on the engine's socket, as any program of this user could make one. */
function callEngine(socketPath: string, method: string, headers: Record<string, string>, body = ''): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ socketPath, path: '/', method, headers: { 'content-length': Buffer.byteLength(body), ...headers } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const scanHeaders = {
  'content-type': 'application/x-amz-json-1.0',
  'x-amz-target': 'DynamoDB_20120810.Scan',
  authorization: 'AWS4-HMAC-SHA256 Credential=local/20250101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
  'x-amz-date': '20250101T000000Z',
};

describe('npm start\'s embedded engine', () => {
  it('listens on a 0600 socket file in DATA_DIR and on no TCP port but the app\'s, and the file goes with the server', async () => {
    const dataDir = tempFolder();
    const server = await startServer(dataDir);
    const socket = join(dataDir, 'dynamodb.sock');
    try {
      await signUp(server.api);
      expect(statSync(socket).isSocket()).toBe(true);
      expect((statSync(socket).mode & 0o777).toString(8)).toBe('600');
      expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
      expect(listeningPorts(server.process.pid!)).toEqual([Number(new URL(server.api).port)]);
    } finally {
      await stop(server.process);
    }
    expect(existsSync(socket)).toBe(false);
  });

  it('starts again over the socket file a killed server left behind', async () => {
    const dataDir = tempFolder();
    const first = await startServer(dataDir);
    first.process.kill('SIGKILL');
    await new Promise((resolve) => first.process.once('exit', resolve));
    expect(existsSync(join(dataDir, 'dynamodb.sock'))).toBe(true);
    const second = await startServer(dataDir);
    try {
      expect((await signUp(second.api)).token).toBeTruthy();
    } finally {
      await stop(second.process);
    }
  });
});

describe('the engine itself', () => {
  let engine: EmbeddedDynamo;
  let client: DynamoDBClient;
  const table = 'engine-test';
  beforeAll(async () => {
    engine = await startEmbeddedDynamo();
    client = new DynamoDBClient({ ...clientConfig(engine.endpoint), region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await ensureTable(client, table);
  });
  afterAll(async () => {
    client.destroy();
    await engine.close();
  });

  const socketPath = () => engine.endpoint.slice(SOCKET_ENDPOINT.length);

  it('keeps an in-memory engine\'s socket in a folder only this user can enter', () => {
    expect(engine.endpoint.startsWith(SOCKET_ENDPOINT)).toBe(true);
    expect((statSync(socketPath()).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(dirname(socketPath())).mode & 0o777).toString(8)).toBe('700');
  });

  it('refuses what a web page would send (an Origin, a preflight) with no CORS header', async () => {
    const scan = JSON.stringify({ TableName: table });
    const fromPage = await callEngine(socketPath(), 'POST', { ...scanHeaders, origin: 'http://localhost:8080' }, scan);
    expect(fromPage.status).toBe(403);
    expect(fromPage.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await callEngine(socketPath(), 'OPTIONS', { origin: 'http://localhost:8080', 'access-control-request-method': 'POST' });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // The same call without a browser's Origin is the engine's ordinary work.
    expect((await callEngine(socketPath(), 'POST', scanHeaders, scan)).status).toBe(200);
  });

  it('removes items whose TTL has passed and keeps the rest, as DynamoDB does', async () => {
    const now = Math.floor(Date.now() / 1000);
    const item = (pk: string, expires: number) => ({ pk: { S: pk }, sk: { S: 'X' }, [TABLE.ttlAttribute]: { N: String(expires) } });
    await client.send(new PutItemCommand({ TableName: table, Item: item('GONE', now - 5) }));
    await client.send(new PutItemCommand({ TableName: table, Item: item('KEPT', now + 600) }));
    await client.send(new PutItemCommand({ TableName: table, Item: { pk: { S: 'FOREVER' }, sk: { S: 'X' } } }));

    expect(await engine.removeExpired()).toBe(1);
    const read = async (pk: string) => (await client.send(new GetItemCommand({ TableName: table, Key: { pk: { S: pk }, sk: { S: 'X' } } }))).Item;
    expect(await read('GONE')).toBeUndefined();
    expect(await read('KEPT')).toBeDefined();
    expect(await read('FOREVER')).toBeDefined();
  });
});
