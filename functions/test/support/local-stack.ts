import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import webpush from 'web-push';
import { clientConfig } from '../../src/data/client.ts';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '../../src/local/table/embedded-dynamodb.ts';
import { ensureTable } from '../../src/local/table/ensure-table.ts';
import { useLocalCredentials } from '../../src/local/local-config.ts';
import { createLocalServer } from '../../src/local/server.ts';

export interface LocalStack {
  /** Base URL of the API, e.g. http://127.0.0.1:PORT/api */
  api: string;
  close(): Promise<void>;
}

/**
 * The real local server and handlers over real HTTP, on the embedded engine in memory, or on
 * whatever DYNAMODB_ENDPOINT names (npm run test:dynamodb-local), with a table of its own.
 */
export async function startLocalStack(): Promise<LocalStack> {
  process.env.SCRYPT_LOG_N ??= '10';
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  process.env.VAPID_PRIVATE_KEY ??= webpush.generateVAPIDKeys().privateKey;
  process.env.EMAIL_LINK_SECRET ??= randomBytes(32).toString('hex');
  process.env.TABLE_NAME = `cakewalk-test-${randomBytes(4).toString('hex')}`;
  let engine: EmbeddedDynamo | undefined;
  if (!process.env.DYNAMODB_ENDPOINT) {
    useLocalCredentials();
    engine = await startEmbeddedDynamo();
    process.env.DYNAMODB_ENDPOINT = engine.endpoint;
  }
  await ensureTable(new DynamoDBClient(clientConfig()), process.env.TABLE_NAME);
  const server = createLocalServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  process.env.PUBLIC_URL ??= `http://127.0.0.1:${port}`;
  return {
    api: `http://127.0.0.1:${port}/api`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (engine) {
        await engine.close();
        delete process.env.DYNAMODB_ENDPOINT;
      }
    },
  };
}
