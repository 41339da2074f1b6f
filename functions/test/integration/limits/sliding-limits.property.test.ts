import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spend } from '../../../src/core/limits/sliding-window.ts';
import { LimitReached } from '../../../src/domain/errors.ts';
import { withLocalStack } from '../../support/stack-fixture.ts';

// The per-caller bounds slide: whatever the times of the attempts, no span of the window's
// length holds more allowed uses than the bound, and an attempt is refused only when the
// window (and at most one slot before it) really is full. A fixed seed in `npm test`; FUZZ=1
// runs many more sequences.

// The stack gives the use case its table; the test calls it directly.
withLocalStack();

const FUZZ = Boolean(process.env.FUZZ);
const WINDOW_MS = 60_000;
const SLOT_MS = WINDOW_MS / 60;
const MAX = 5;
let runs = 0;

const within = (times: readonly number[], from: number, to: number) => times.filter((t) => t > from && t <= to).length;

describe('a sliding bound', () => {
  it('never allows more than its max in any span of its window, and refuses only when that is full', async () => {
    const attempts = fc.array(fc.integer({ min: 0, max: 3 * WINDOW_MS }), { minLength: 1, maxLength: FUZZ ? 60 : 25 })
      .map((offsets) => offsets.sort((a, b) => a - b));
    await fc.assert(fc.asyncProperty(attempts, fc.integer({ min: 0, max: WINDOW_MS }), async (offsets, phase) => {
      const caller = `sliding-${++runs}`;
      const start = Date.UTC(2030, 0, 1) + phase;
      const allowed: number[] = [];
      for (const offset of offsets) {
        const now = start + offset;
        const full = within(allowed, now - WINDOW_MS - SLOT_MS, now) >= MAX;
        try {
          await spend({ of: 'register', address: caller }, { max: MAX, windowSeconds: WINDOW_MS / 1000 }, 'full', now);
          allowed.push(now);
        } catch (error) {
          if (!(error instanceof LimitReached)) throw error;
          expect(full, `refused at +${offset} ms with room left`).toBe(true);
        }
      }
      for (const t of allowed) expect(within(allowed, t - WINDOW_MS, t)).toBeLessThanOrEqual(MAX);
    }), { seed: 20261124, numRuns: FUZZ ? 200 : 15 });
  });

  it('refuses a use counted late in a slot that a use of the next slot already read as closed', async () => {
    const caller = `late-${++runs}`;
    const bound = { max: 1, windowSeconds: WINDOW_MS / 1000 };
    const next = Math.ceil(Date.UTC(2030, 0, 1) / SLOT_MS) * SLOT_MS;
    await spend({ of: 'register', address: caller }, bound, 'full', next);
    await expect(spend({ of: 'register', address: caller }, bound, 'full', next - 1)).rejects.toBeInstanceOf(LimitReached);
    await expect(spend({ of: 'register', address: caller }, bound, 'full', next + 1)).rejects.toBeInstanceOf(LimitReached);
  });

  it('lets through at most the bound of a burst across the edge of a fixed window', async () => {
    const caller = `edge-${++runs}`;
    const edge = Math.ceil(Date.UTC(2030, 0, 1) / WINDOW_MS) * WINDOW_MS;
    const times = [...Array.from({ length: MAX }, (_, i) => edge - 1_000 + i), ...Array.from({ length: MAX }, (_, i) => edge + 1_000 + i)];
    let allowed = 0;
    for (const now of times) {
      allowed += await spend({ of: 'register', address: caller }, { max: MAX, windowSeconds: WINDOW_MS / 1000 }, 'full', now)
        .then(() => 1, () => 0);
    }
    expect(allowed).toBe(MAX);
  });
});
