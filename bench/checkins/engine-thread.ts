import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { startEmbeddedDynamo, type EmbeddedDynamo } from '@cakewalk/functions/local/table/embedded-dynamodb.ts';

// The embedded engine on a thread of its own, for the check-in simulation: in the cloud the
// table is a service with its own machines, so the engine's CPU should not be taken from the
// rounds it serves. The rounds reach it over HTTP on its socket, as they do in one thread.

if (!isMainThread && parentPort) {
  const engine = await startEmbeddedDynamo();
  parentPort.postMessage(engine.endpoint);
  parentPort.once('message', () => void engine.close().then(() => process.exit(0)));
}

/** Starts the in-memory engine on a worker thread; close() stops it and the thread. */
export async function startEngineThread(): Promise<Pick<EmbeddedDynamo, 'endpoint' | 'close'>> {
  const worker = new Worker(new URL(import.meta.url));
  const endpoint = await new Promise<string>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    endpoint,
    close: () => new Promise((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage('close');
    }),
  };
}
