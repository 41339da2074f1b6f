import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityHeaderValues } from '@cakewalk/shared/security-headers.ts';
import { createLocalServer } from '../../../src/local/server.ts';
import { logger } from '../../../src/logger.ts';
import { client, signUp } from '../../support/api-client.ts';
import { captureOutput, jsonLines, outputAt } from '../../support/log-lines.ts';
import { refusedStart, startServer, stop } from '../../support/local-process.ts';
import { startLocalStack, type LocalStack } from '../../support/local-stack.ts';

let stack: LocalStack;
const folders: string[] = [];
const tempFolder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
beforeAll(async () => {
  stack = await startLocalStack();
});
afterAll(async () => {
  await stack.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every folder and file under `dir`, with its permission bits. */
function modes(dir: string): Array<{ path: string; folder: boolean; mode: number }> {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((entry) => {
    const path = join(dir, entry);
    return { path: entry, folder: statSync(path).isDirectory(), mode: modeOf(path) };
  });
}

describe('security headers', () => {
  it('go with every API answer, success or error', async () => {
    const user = await signUp(stack.api);
    for (const reply of [await user.call('GET', '/users/me'), await client(stack.api)('GET', '/users/me'), await client(stack.api)('GET', '/nowhere')]) {
      for (const [name, value] of Object.entries(securityHeaderValues)) expect(reply.headers.get(name), name).toBe(value);
    }
  });

  it('go with the site files and the single-page fallback', async () => {
    const webRoot = tempFolder('cakewalk-site-');
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Cakewalk</title><h1>Landing</h1>');
    writeFileSync(join(webRoot, 'app.html'), '<!doctype html><title>Cakewalk</title><div id="root"></div>');
    writeFileSync(join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');
    const server = createLocalServer({ webRoot });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/', '/assets/app-1234.js', '/dashboard']) {
        const response = await fetch(`${origin}${path}`);
        expect(response.status).toBe(200);
        for (const [name, value] of Object.entries(securityHeaderValues)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      }
      // The landing page, rendered at build time, is `/` alone; the app's other paths get the shell.
      expect(await (await fetch(`${origin}/`)).text()).toContain('Landing');
      expect(await (await fetch(`${origin}/dashboard`)).text()).toContain('id="root"');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the log', () => {
  const level = logger.getLevelName();
  afterEach(() => {
    logger.setLogLevel(level);
    vi.restoreAllMocks();
  });

  it('gives each request, side by side with others, its own request id and route, as Lambda would', async () => {
    const call = client(stack.api);
    const wrongPassword = { email: 'nobody@example.com', password: 'not the password' };
    const lines = await outputAt('INFO', () => Promise.all(
      Array.from({ length: 4 }, () => [call('POST', '/auth/login', wrongPassword), call('GET', '/openapi.json')]).flat(),
    ));
    const requests = jsonLines(lines).filter((line) => line.message === 'request');
    expect(requests).toHaveLength(8);
    for (const line of requests) {
      expect(line).toMatchObject({ service: 'cakewalk', function_name: line.route, cold_start: expect.any(Boolean) });
      expect(line.status).toBe(line.route === 'login' ? 401 : 200);
    }
    expect(new Set(requests.map((line) => line.function_request_id)).size).toBe(8);
  });

  it('has one line with no stack trace for an upload the client abandons', async () => {
    logger.setLogLevel('WARN');
    const { lines } = captureOutput();
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '));
    });

    const { hostname, port } = new URL(stack.api);
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: cakewalk\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"email":"half');
    await new Promise((resolve) => setImmediate(resolve));
    socket.destroy();

    await vi.waitFor(() => expect(lines.length).toBeGreaterThan(0));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'WARN', message: 'request aborted', path: '/api/auth/login' });
    expect(lines[0]).not.toContain('stack');
  });
});

describe('npm start', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', async () => {
    const server = await startServer(tempFolder('cakewalk-bind-'));
    try {
      expect(server.output).toMatch(/listening on 127\.0\.0\.1,/);
    } finally {
      await stop(server.process);
    }
    const wide = await startServer(tempFolder('cakewalk-bind-'), { HOST: '0.0.0.0' });
    try {
      expect(wide.output).toMatch(/listening on 0\.0\.0\.0,/);
      expect((await fetch(`${wide.api}/users/me`)).status).toBe(401);
    } finally {
      await stop(wide.process);
    }
  });

  it('keeps its data folder 0700 and its files 0600, tightening what was left readable', async () => {
    const dataDir = join(tempFolder('cakewalk-modes-'), 'data');
    mkdirSync(dataDir, { mode: 0o755 });
    const first = await startServer(dataDir);
    await signUp(first.api);
    await stop(first.process);
    for (const entry of modes(dataDir)) {
      if (entry.path !== 'jwt-secret') chmodSync(join(dataDir, entry.path), entry.folder ? 0o755 : 0o644);
    }
    chmodSync(dataDir, 0o755);

    const second = await startServer(dataDir);
    await signUp(second.api);
    await stop(second.process);
    expect(modeOf(dataDir).toString(8)).toBe('700');
    const found = modes(dataDir);
    expect(found.map((entry) => entry.path)).toEqual(expect.arrayContaining(['jwt-secret', 'dynamodb']));
    for (const entry of found) expect(`${entry.path} ${entry.mode.toString(8)}`).toBe(`${entry.path} ${entry.folder ? '700' : '600'}`);
  });

  it('refuses, with a clear message and no stack trace, a signing key others can read', async () => {
    const dataDir = tempFolder('cakewalk-secret-');
    const secretFile = join(dataDir, 'jwt-secret');
    writeFileSync(secretFile, 'a'.repeat(64), { mode: 0o644 });
    chmodSync(secretFile, 0o644);
    const { code, stderr } = await refusedStart(dataDir);
    expect(code).toBe(1);
    expect(stderr).toContain(`${secretFile} can be read by other users of this machine (mode 0644)`);
    expect(stderr).toContain(`chmod 600 ${secretFile}`);
    expect(stderr.split('\n').filter((line) => line.trimStart().startsWith('at '))).toEqual([]);
    expect(readFileSync(secretFile, 'utf8')).toBe('a'.repeat(64));
    expect(modeOf(secretFile).toString(8)).toBe('644');
  });
});
