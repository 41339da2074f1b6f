import { countUse, uncountUse, usesBetween, type Counter } from '../../data/limits/counters.ts';
import { LimitReached } from '../../domain/errors.ts';

// Sliding windows for the per-caller bounds of shared/src/schemas/limits.ts (ABUSE_LIMITS).
// Uses are counted per slot, a sixtieth of the window, before the work they pay for. A use is
// allowed while the slot now and the SLOTS before it hold fewer than `max`: those cover every
// span of the window's length that ends now, so no such span ever holds more than `max` uses,
// even across the edge where fixed windows would allow twice as many. The price is waiting at
// most one slot longer than the window.

const SLOTS = 60;

export interface Bound {
  max: number;
  windowSeconds: number;
}

/** A use counted, to give back if the work it paid for turns out not to count. */
export interface Spent {
  counter: Counter;
  slot: number;
}

/**
 * Counts one use against the bound, or throws LimitReached with `message` and the seconds until
 * the oldest counted slot leaves the window.
 */
export async function spend(counter: Counter, bound: Bound, message: string, now = Date.now()): Promise<Spent> {
  const slotMs = (bound.windowSeconds * 1000) / SLOTS;
  const slot = Math.floor(now / slotMs);
  const earlier = await usesBetween(counter, slot - SLOTS, slot - 1);
  // Closed slots no longer change, so the table's condition on this slot's counter is what
  // keeps uses made at once within the room left.
  const room = bound.max - total(earlier);
  // Kept until it has left the window: the counter is never read again after that.
  const expiresAt = Math.ceil(((slot + SLOTS + 2) * slotMs) / 1000);
  if (room > 0 && await countUse(counter, slot, room, expiresAt)) {
    if (total(await usesBetween(counter, slot - SLOTS, slot + 1)) <= bound.max) return { counter, slot };
    await uncountUse(counter, slot);
  }
  // Powertools Metrics (about 15 KB) loads with the first limit hit, not at every cold start.
  const { countLimitHit } = await import('../../metrics.ts');
  countLimitHit(counter.of);
  throw new LimitReached(message, retryAfterSeconds(earlier, slot, slotMs, now));
}

/**
 * Uses in the slots read. A slot is closed only on the clock of the caller that reads it: a use
 * counted late in a slot, under load, can land after a use in the next slot has read it as
 * closed, each then counted against less than the other. So a use counted is read back with the
 * slot after it, and gives itself back if they now hold more than the bound: two uses that land
 * that close may both be refused, never both allowed past it.
 */
const total = (uses: readonly { count: number }[]) => uses.reduce((sum, { count }) => sum + count, 0);

/** Until the oldest slot with a use leaves the window (or, with none, the slot now does). */
function retryAfterSeconds(earlier: readonly { slot: number; count: number }[], slot: number, slotMs: number, now: number): number {
  const oldest = earlier.find(({ count }) => count > 0)?.slot ?? slot;
  return Math.max(1, Math.ceil(((oldest + SLOTS + 1) * slotMs - now) / 1000));
}

export function giveBack(spent: Spent): Promise<void> {
  return uncountUse(spent.counter, spent.slot);
}
