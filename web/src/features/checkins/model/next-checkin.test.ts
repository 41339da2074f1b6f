import { describe, expect, it } from 'vitest';
import { clockWords, nextCheckinWords } from './next-checkin.ts';

describe('the next check-in in words', () => {
  it('reads a time as a clock does, without a leading zero', () => {
    expect(clockWords('09:00')).toBe('9:00');
    expect(clockWords('14:30')).toBe('14:30');
    expect(clockWords('00:05')).toBe('0:05');
  });

  it("is today before the check-in time where the person is, else tomorrow", () => {
    const at = new Date('2026-11-25T07:30:00Z');
    expect(nextCheckinWords({ timezone: 'UTC', checkin_time: '09:00' }, at)).toBe('today at 9:00');
    // 08:30 in Berlin: today's 8:00 has gone.
    expect(nextCheckinWords({ timezone: 'Europe/Berlin', checkin_time: '08:00' }, at)).toBe('tomorrow at 8:00');
    expect(nextCheckinWords({ timezone: 'America/New_York', checkin_time: '09:00' }, at)).toBe('today at 9:00');
  });
});
