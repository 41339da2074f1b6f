import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inQuietHours, localDate, nextDaily, nextWeekly } from '../../../src/core/checkins/schedule-times.ts';

const iso = (date: Date) => date.toISOString();

describe('nextDaily', () => {
  it('is later today when the time has not come yet, else tomorrow', () => {
    const tokyo = { timezone: 'Asia/Tokyo', checkin_time: '09:00' };
    expect(iso(nextDaily(tokyo, new Date('2026-06-01T23:30:00Z')))).toBe('2026-06-02T00:00:00.000Z');
    expect(iso(nextDaily(tokyo, new Date('2026-06-02T00:00:00Z')))).toBe('2026-06-03T00:00:00.000Z');
  });

  it('follows the zone across DST in both directions', () => {
    const berlin = { timezone: 'Europe/Berlin', checkin_time: '09:00' };
    expect(iso(nextDaily(berlin, new Date('2027-03-27T08:30:00Z')))).toBe('2027-03-28T07:00:00.000Z');
    expect(iso(nextDaily(berlin, new Date('2027-10-30T08:30:00Z')))).toBe('2027-10-31T08:00:00.000Z');
  });

  it('moves a time the clocks skip on by the gap', () => {
    const skipped = { timezone: 'Europe/Berlin', checkin_time: '02:30' };
    expect(iso(nextDaily(skipped, new Date('2027-03-27T12:00:00Z')))).toBe('2027-03-28T01:30:00.000Z');
    expect(iso(nextDaily({ timezone: 'America/New_York', checkin_time: '02:30' }, new Date('2027-03-13T12:00:00Z'))))
      .toBe('2027-03-14T07:30:00.000Z');
  });

  it('takes a time that happens twice only once that day', () => {
    const twice = { timezone: 'Europe/Berlin', checkin_time: '02:30' };
    const first = nextDaily(twice, new Date('2027-10-30T12:00:00Z'));
    expect(['2027-10-31T00:30:00.000Z', '2027-10-31T01:30:00.000Z']).toContain(iso(first));
    expect(iso(nextDaily(twice, first))).toBe('2027-11-01T01:30:00.000Z');
  });

  it('rolls over the end of a month and a year', () => {
    const tokyo = { timezone: 'Asia/Tokyo', checkin_time: '09:00' };
    expect(iso(nextDaily(tokyo, new Date('2026-12-31T01:00:00Z')))).toBe('2027-01-01T00:00:00.000Z');
    expect(iso(nextDaily(tokyo, new Date('2027-02-28T01:00:00Z')))).toBe('2027-03-01T00:00:00.000Z');
  });

  it('handles zones with half-hour offsets and zones ahead of UTC across the date line', () => {
    expect(iso(nextDaily({ timezone: 'Asia/Kolkata', checkin_time: '08:00' }, new Date('2026-06-01T00:00:00Z'))))
      .toBe('2026-06-01T02:30:00.000Z');
    expect(iso(nextDaily({ timezone: 'Pacific/Kiritimati', checkin_time: '07:00' }, new Date('2026-06-01T00:00:00Z'))))
      .toBe('2026-06-01T17:00:00.000Z');
  });
});

describe('nextWeekly', () => {
  it('picks the next chosen weekday at the chosen time, Sunday being 0', () => {
    // 2026-11-22 is a Sunday.
    const sunday = { timezone: 'America/New_York', weekly_day: 0, weekly_time: '18:00' };
    expect(iso(nextWeekly(sunday, new Date('2026-11-22T02:00:00Z')))).toBe('2026-11-22T23:00:00.000Z');
    expect(iso(nextWeekly(sunday, new Date('2026-11-22T23:00:00Z')))).toBe('2026-11-29T23:00:00.000Z');
    const saturday = { timezone: 'UTC', weekly_day: 6, weekly_time: '10:00' };
    expect(iso(nextWeekly(saturday, new Date('2026-11-22T02:00:00Z')))).toBe('2026-11-28T10:00:00.000Z');
  });
});

describe('inQuietHours', () => {
  const quiet = { timezone: 'Europe/Berlin', quiet_start: '22:00', quiet_end: '07:00' };

  it('spans midnight when the start is after the end', () => {
    expect(inQuietHours(quiet, new Date('2026-11-22T21:30:00Z'))).toBe(true); // 22:30 local
    expect(inQuietHours(quiet, new Date('2026-11-22T05:59:00Z'))).toBe(true); // 06:59 local
    expect(inQuietHours(quiet, new Date('2026-11-22T06:00:00Z'))).toBe(false); // 07:00 local
    expect(inQuietHours(quiet, new Date('2026-11-22T20:59:00Z'))).toBe(false); // 21:59 local
  });

  it('is a plain range otherwise, and never applies without both ends', () => {
    const lunch = { timezone: 'UTC', quiet_start: '12:00', quiet_end: '13:00' };
    expect(inQuietHours(lunch, new Date('2026-11-22T12:30:00Z'))).toBe(true);
    expect(inQuietHours(lunch, new Date('2026-11-22T13:00:00Z'))).toBe(false);
    expect(inQuietHours({ timezone: 'UTC', quiet_start: '12:00', quiet_end: null }, new Date('2026-11-22T12:30:00Z'))).toBe(false);
  });
});

describe('localDate', () => {
  it('is the calendar day in the zone, not in UTC', () => {
    expect(localDate(new Date('2026-11-22T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-23');
    expect(localDate(new Date('2026-11-22T03:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-21');
  });

  it("is the day a zone-aware date names, in any zone at any instant, DST changes included", () => {
    const zones = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Europe/Berlin', 'Australia/Lord_Howe', 'Pacific/Kiritimati', 'America/St_Johns', 'Asia/Kathmandu'];
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), fc.constantFrom(...zones), (at, zone) => {
        const local = new TZDate(at.getTime(), zone);
        const expected = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
        expect(localDate(at, zone)).toBe(expected);
      }),
      { seed: 34, numRuns: 2000 },
    );
  });
});
