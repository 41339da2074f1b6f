import { randomUUID } from 'node:crypto';
import { totalmem } from 'node:os';
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { InvocationContext } from '../logger.ts';

// The local server hands each request to its handler as the Lambda runtime would: with a context
// of its own and, as requests run side by side in one process (like Lambda Managed Instances),
// inside the runtime's InvokeStore, where Powertools keeps each invocation's log keys apart.
// Imported before anything makes the logger (start.ts, server.ts): Powertools reads the
// initialization type then, and calls the process's first invocation a cold start.
process.env.AWS_LAMBDA_INITIALIZATION_TYPE ??= 'on-demand';
// Node's server takes requests without a cap; the InvokeStore and Powertools only read that it is set.
process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '1000';
const store = await InvokeStore.getInstanceAsync(true);

const MEMORY_MB = String(Math.floor(totalmem() / 2 ** 20));

/** Runs one invocation of the named function, as Lambda would, with a fresh request id. */
export function invokeLocally<T>(functionName: string, run: (context: InvocationContext) => Promise<T>): Promise<T> {
  const awsRequestId = randomUUID();
  const context: InvocationContext = {
    awsRequestId,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: MEMORY_MB,
  };
  return store.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: awsRequestId }, () => run(context));
}
