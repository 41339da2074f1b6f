import { isRetryLater } from '../data/faults.ts';
import { Unavailable } from '../domain/errors.ts';

/** Whether an error is an outage worth waiting out (storage, secrets), not a fault of the request. */
export function isOutage(error: unknown): boolean {
  return error instanceof Unavailable || isRetryLater(error);
}
