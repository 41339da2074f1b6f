import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { clientConfig, tableName } from '@cakewalk/functions/data/client.ts';
import { startEmbeddedDynamo } from '@cakewalk/functions/local/table/embedded-dynamodb.ts';
import { ensureTable } from '@cakewalk/functions/local/table/ensure-table.ts';
import { TTL_SWEEP_MS, ensureJwtSecret, useLocalCredentials } from '@cakewalk/functions/local/local-config.ts';
import { createLocalServer } from '@cakewalk/functions/local/server.ts';

export interface BenchStack {
  /** http://127.0.0.1:PORT */
  origin: string;
  api: string;
  close(): Promise<void>;
}

/**
 * What `npm start` runs (the same server, handlers and persisted embedded engine), on a
 * temporary DATA_DIR and a free loopback port, in this process.
 */
export async function startBenchStack(webRoot?: string): Promise<BenchStack> {
  const dir = mkdtempSync(join(tmpdir(), 'cakewalk-bench-'));
  process.env.DATA_DIR = dir;
  delete process.env.TABLE_NAME;
  ensureJwtSecret(dir);
  useLocalCredentials();
  const engine = await startEmbeddedDynamo({ directory: join(dir, 'dynamodb'), ttlSweepMs: TTL_SWEEP_MS });
  process.env.DYNAMODB_ENDPOINT = engine.endpoint;
  const admin = new DynamoDBClient(clientConfig(engine.endpoint));
  await ensureTable(admin, tableName());
  admin.destroy();

  const server = createLocalServer({ webRoot });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    api: `${origin}/api`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await engine.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
