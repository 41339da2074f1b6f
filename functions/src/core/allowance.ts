import { countUse, uncountUse } from '../data/allowances.ts';
import type { Key } from '../data/keys.ts';
import { LimitReached } from '../domain/errors.ts';

// Fixed time windows for the per-caller bounds of shared/src/schemas/limits.ts (ABUSE_LIMITS):
// a counter per window, counted before the work it pays for.

export interface Bound {
  max: number;
  windowSeconds: number;
}

/** A counter spent, to give back if the work it paid for turns out not to count. */
export interface Spent {
  key: Key;
}

/**
 * Counts one use against the bound, or throws LimitReached with `message` and the seconds
 * until the window ends.
 */
export async function spend(keyOf: (window: number) => Key, bound: Bound, message: string, now = Date.now()): Promise<Spent> {
  const windowMs = bound.windowSeconds * 1000;
  const window = Math.floor(now / windowMs);
  const endsAt = (window + 1) * windowMs;
  const key = keyOf(window);
  // Kept one window past its end: the counter is never read again after that.
  if (await countUse(key, bound.max, Math.ceil((endsAt + windowMs) / 1000))) return { key };
  throw new LimitReached(message, Math.max(1, Math.ceil((endsAt - now) / 1000)));
}

export function giveBack(spent: Spent): Promise<void> {
  return uncountUse(spent.key);
}
