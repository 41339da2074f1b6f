import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { client, createGoal, signUp } from '../support/api-client.ts';

const start = resolve(import.meta.dirname, '../../src/local/start.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'cakewalk-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start`'s server as its own process, on a free port, with its data in `dataDir`. */
async function startServer(): Promise<{ api: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [start], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, SCRYPT_LOG_N: '10', LOG_LEVEL: 'SILENT', DYNAMODB_ENDPOINT: '', JWT_SECRET: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const url = output.match(/http:\/\/localhost:\d+/)?.[0];
    if (url) return { api: `${url}/api`, process: child };
  }
  throw new Error(`server did not start: ${output}`);
}

async function stop(child: ChildProcess): Promise<number | null> {
  child.kill('SIGINT');
  const [code] = await once(child, 'exit');
  return code as number | null;
}

describe('the local server', () => {
  it('keeps accounts, sign-ins and goals across a Ctrl-C and a restart', async () => {
    const first = await startServer();
    const user = await signUp(first.api);
    const goal = await createGoal(user);
    expect(await stop(first.process)).toBe(0);

    const second = await startServer();
    try {
      const dashboard = await client(second.api, user.token)<Dashboard>('GET', `/users/${user.id}/dashboard`);
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.goals).toEqual([goal]);
      const login = await client(second.api)('POST', '/auth/login', { email: user.email, password: user.password });
      expect(login.status).toBe(200);
    } finally {
      await stop(second.process);
    }
  });
});
