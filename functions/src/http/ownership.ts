import { Forbidden } from '../domain/errors.ts';

/** A user id named in a path, query or body must be the caller's own. */
export function assertSelf(callerId: string, claimedId: string): void {
  if (claimedId !== callerId) throw new Forbidden();
}
