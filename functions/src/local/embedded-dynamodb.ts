import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';

export interface EmbeddedDynamo {
  endpoint: string;
  close(): Promise<void>;
}

/**
 * dynalite, a DynamoDB-compatible engine, in this process. With a directory it persists there
 * (LevelDB), so data survives restarts; without one it keeps everything in memory.
 */
export async function startEmbeddedDynamo(directory?: string): Promise<EmbeddedDynamo> {
  const server = dynalite({ path: directory, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The SDK keeps connections alive; without this, close would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
