import { describe, expect, it } from 'vitest';
import { dayWords, momentWords } from './near-days.ts';

describe('dates in people\'s words', () => {
  it('says near days relatively and others as a short weekday and date, never ISO', () => {
    expect(dayWords('2026-11-28', '2026-11-28')).toBe('today');
    expect(dayWords('2026-11-29', '2026-11-28')).toBe('tomorrow');
    expect(dayWords('2026-11-27', '2026-11-28')).toBe('yesterday');
    const later = dayWords('2026-12-02', '2026-11-28');
    expect(later).toMatch(/Wed/);
    expect(later).toMatch(/2/);
    expect(later).not.toMatch(/2026-12-02/);
  });

  it('gives an instant its day and time where the person is, without seconds', () => {
    const words = momentWords('2026-11-28T07:30:15.000Z', 'Europe/Berlin', '2026-11-28');
    expect(words).toMatch(/^today at 8:30/);
    expect(words).not.toMatch(/:15/);
    expect(momentWords('2026-11-28T23:30:00.000Z', 'Asia/Tokyo', '2026-11-28')).toMatch(/^tomorrow at 8:30/);
  });
});
