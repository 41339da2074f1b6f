import pLimit, { type LimitFunction } from 'p-limit';
import { LimitReached } from '../../domain/errors.ts';

// One client's requests of one kind, one after another, in this process. A Lambda container
// serves one request at a time, so there this changes nothing; the local server serves everyone
// in one process, where one client's flood would otherwise queue ahead of everyone else's work
// (the password-hashing queue is first come, first served). In a line of its own, a flood takes
// one place in that queue at a time, so others wait for one of its turns at most.

interface Line {
  run: LimitFunction;
  /** Requests waiting or running. */
  size: number;
}

const lines = new Map<string, Line>();

/**
 * Runs `work` after the earlier work of the same key, with at most `max` of that key waiting or
 * running; beyond that it is refused at once (429, `message`).
 */
export async function inTurn<T>(key: string, max: number, message: string, work: () => Promise<T>): Promise<T> {
  const line = lines.get(key) ?? { run: pLimit(1), size: 0 };
  if (line.size >= max) throw new LimitReached(message, 1);
  line.size += 1;
  lines.set(key, line);
  try {
    return await line.run(work);
  } finally {
    line.size -= 1;
    if (line.size === 0) lines.delete(key);
  }
}
