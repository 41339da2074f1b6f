// What DynamoDB (or a compatible engine) says when it is throttling or cannot answer, and what
// the network says when the endpoint is down: all of these are worth retrying later.
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

/** Whether a storage failure is passing (throttling, an endpoint down) rather than a bug. */
export function isRetryLater(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: string }).code;
  return RETRY_LATER.has(error.name) || Boolean(code && RETRY_LATER.has(code));
}

export function isConditionFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}
