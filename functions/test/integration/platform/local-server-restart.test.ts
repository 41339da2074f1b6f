import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@cakewalk/shared/schemas/goal.ts';
import { client, createGoal, signUp } from '../../support/api-client.ts';
import { startServer, stop } from '../../support/local-process.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'cakewalk-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the local server', () => {
  it('keeps accounts, sign-ins and goals across a Ctrl-C and a restart', async () => {
    const first = await startServer(dataDir);
    const user = await signUp(first.api);
    const goal = await createGoal(user);
    expect(await stop(first.process)).toBe(0);

    const second = await startServer(dataDir);
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
