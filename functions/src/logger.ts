import type { Context } from 'aws-lambda';
import { Logger } from '@aws-lambda-powertools/logger';
import { InvokeStore } from '@aws/lambda-invoke-store';
import { SERVICE_NAME } from './metric-names.ts';

// Where invocations run side by side (AWS_LAMBDA_MAX_CONCURRENCY is set: Lambda Managed Instances,
// the local server and the processes it starts), Powertools keeps each one's log keys in the
// runtime's InvokeStore and fails without one; this is the runtime's own, or one made for a
// process that inherited the setting.
if (process.env.AWS_LAMBDA_MAX_CONCURRENCY) await InvokeStore.getInstanceAsync();

// What a function says about itself: one JSON line per event on stdout (Powertools Logger), which
// Lambda hands to CloudWatch as it is; the local server prints the same lines. LOG_LEVEL (DEBUG,
// INFO by default, WARN, ERROR or SILENT) sets the level when the process starts.
export const logger = new Logger({ serviceName: SERVICE_NAME });

/** What a log line takes from Lambda's context; the local server makes the same for each request. */
export type InvocationContext = Pick<Context, 'awsRequestId' | 'functionName' | 'functionVersion' | 'invokedFunctionArn' | 'memoryLimitInMB'>;

/**
 * Runs one invocation with its request id, cold start and name (`{route}` or `{job}`) on every
 * line the logger writes meanwhile, whichever layer writes it.
 */
export async function inInvocation<T>(name: Record<string, string>, context: InvocationContext | undefined, run: () => Promise<T>): Promise<T> {
  // Powertools reads only these fields, though its type asks for a whole Context.
  if (context) logger.addContext(context as Context);
  logger.appendKeys(name);
  try {
    return await run();
  } finally {
    logger.resetKeys();
  }
}
