import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { webDir } from './web-dir.ts';

export interface LocalServer {
  url: string;
  /** Its DATA_DIR: the emails it writes are in mail/. */
  dataDir: string;
  /**
   * One run of the check-in job (`npm run checkins`) as of `at`, on this server's data: a round
   * due by then is written now, without waiting for the server's timer to reach its minute.
   */
  runCheckins: (at: Date) => Promise<void>;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('No free port found');
  return address.port;
}

function waitForUrl(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start:\n${output.join('')}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /http:\/\/localhost:\d+/.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output.join('')}`));
    });
  });
}

/** `node functions/src/local/start.ts` serving webRoot, on a free port with its own throwaway data folder. */
export async function startLocalServer(webRoot: string): Promise<LocalServer> {
  const root = path.resolve(webDir, '..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cakewalk-e2e-'));
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['functions/src/local/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_ROOT: webRoot, SCRYPT_LOG_N: '10' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await waitForUrl(child, output);
  return {
    url,
    dataDir,
    runCheckins: async (at) => {
      // The server's embedded engine answers on the socket beside its LevelDB folder
      // (functions/src/local/table/embedded-dynamodb.ts), which only that process may open.
      const engine = {
        DYNAMODB_ENDPOINT: `unix:${path.join(dataDir, 'dynamodb.sock')}`,
        AWS_REGION: 'local', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local',
      };
      await promisify(execFile)(process.execPath, ['functions/src/local/run-checkins.ts', '--at', at.toISOString()], {
        cwd: root,
        env: { ...process.env, ...engine, PORT: String(port), DATA_DIR: dataDir },
      });
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
