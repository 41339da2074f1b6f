import { createHash } from 'node:crypto';
import type { CheckinKind } from '@cakewalk/shared/schemas/checkin.ts';
import { encodeTime } from 'ulid';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID-shaped id whose time part is the round's due time and whose rest is a digest of the
 * round and goal: the same round always gives the same id, so writing it under a condition makes
 * a repeated run a no-op, and ids still sort by time.
 */
export function checkinId(kind: CheckinKind, dueAt: Date, goalId: string): string {
  const digest = createHash('sha256').update(`${kind}\n${dueAt.toISOString()}\n${goalId}`).digest();
  let rest = '';
  for (let i = 0; i < 16; i++) rest += CROCKFORD[digest[i]! & 31];
  return checkinIdPrefix(dueAt) + rest;
}

/** What every check-in id of a round due at `dueAt` starts with. */
export function checkinIdPrefix(dueAt: Date): string {
  return encodeTime(dueAt.getTime(), 10);
}
