import { forbidden } from './errors.ts';

/** A user id named in a path, query or body must be the caller's own (decisions.md §5.2). */
export function assertSelf(callerId: string, claimedId: string): void {
  if (claimedId !== callerId) throw forbidden();
}
