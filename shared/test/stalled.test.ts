import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { STALLED_DAYS, idleDays, isStalled } from '../src/rules/stalled.ts';

const DAY = 86_400_000;
const made = '2026-03-01T09:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(made) + ms);

describe('a stalled goal', () => {
  it('is one with no bite done for 3 days since it was made', () => {
    expect(isStalled({ createdAt: made, doneAt: [] }, at(3 * DAY - 1))).toBe(false);
    expect(isStalled({ createdAt: made, doneAt: [] }, at(3 * DAY))).toBe(true);
  });

  it('counts from the latest bite done, not the first', () => {
    const doneAt = ['2026-03-02T10:00:00.000Z', '2026-03-05T08:00:00.000Z'];
    expect(isStalled({ createdAt: made, doneAt }, new Date('2026-03-08T07:59:59.000Z'))).toBe(false);
    expect(isStalled({ createdAt: made, doneAt }, new Date('2026-03-08T08:00:00.000Z'))).toBe(true);
    expect(idleDays({ createdAt: made, doneAt }, new Date('2026-03-09T09:00:00.000Z'))).toBe(4);
  });

  it("reads a habit's last done day as the start of that day", () => {
    expect(idleDays({ createdAt: made, doneAt: ['2026-03-04'] }, new Date('2026-03-07T00:00:00.000Z'))).toBe(3);
  });

  it('is never stalled before STALLED_DAYS have passed since anything happened (property)', () => {
    fc.assert(fc.property(
      fc.array(fc.integer({ min: 0, max: 30 * DAY })),
      fc.integer({ min: 0, max: 40 * DAY }),
      (done, now) => {
        const doneAt = done.map((ms) => at(ms).toISOString());
        const latest = Math.max(0, ...done);
        const stalled = isStalled({ createdAt: made, doneAt }, at(now));
        expect(stalled).toBe(now - latest >= STALLED_DAYS * DAY);
      },
    ));
  });
});
