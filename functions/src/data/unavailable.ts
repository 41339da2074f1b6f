import { unavailable, type HttpError } from '../http/errors.ts';

// What DynamoDB (or a compatible engine) says when it is throttling or cannot answer, and what
// the network says when the endpoint is down: all of these are worth retrying later (503).
const RETRY_LATER = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'ServiceUnavailable',
  'InternalServerError',
  'InternalFailure',
  'TimeoutError',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
]);

export function asUnavailable(error: unknown): HttpError | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as Error & { code?: string }).code;
  return RETRY_LATER.has(error.name) || (code && RETRY_LATER.has(code)) ? unavailable() : undefined;
}

export function isConditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
