import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { clientConfig, tableName } from '../../data/client.ts';
import { isDataFolderLocked } from './data-folder-lock.ts';
import { startEmbeddedDynamo } from './embedded-dynamodb.ts';
import { ensureTable } from './ensure-table.ts';
import { dataDir, useLocalCredentials } from '../local-config.ts';

interface OpenTable {
  close(): Promise<void>;
}

/**
 * The table `npm start` uses, for a one-off command: the embedded engine on DATA_DIR (its table
 * made if missing), or whatever DYNAMODB_ENDPOINT names, as it is. Undefined, after saying so
 * with `inUse`, when another process (most likely `npm start`) holds the data folder: the
 * engine allows one per folder.
 */
export async function openTable(inUse: (folder: string) => string): Promise<OpenTable | undefined> {
  if (process.env.DYNAMODB_ENDPOINT) return { close: async () => undefined };
  const folder = join(dataDir(), 'dynamodb');
  useLocalCredentials();
  if (await isDataFolderLocked(folder)) {
    console.error(inUse(folder));
    return undefined;
  }
  const engine = await startEmbeddedDynamo({ directory: folder });
  process.env.DYNAMODB_ENDPOINT = engine.endpoint;
  await ensureTable(new DynamoDBClient(clientConfig(engine.endpoint)), tableName());
  return { close: () => engine.close() };
}
