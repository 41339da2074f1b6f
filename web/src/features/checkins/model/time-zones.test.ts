import { describe, expect, it } from 'vitest';
import { searchZones, zoneChoices, zoneOffset } from './time-zones.ts';

const WINTER = new Date('2026-01-15T12:00:00Z');

describe('time zone choices', () => {
  it("gives each zone its offset at the moment asked, UTC as 'UTC+00:00'", () => {
    expect(zoneOffset('Europe/Berlin', WINTER)).toBe('UTC+01:00');
    expect(zoneOffset('Europe/Berlin', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+02:00');
    expect(zoneOffset('Asia/Kolkata', WINTER)).toBe('UTC+05:30');
    expect(zoneOffset('UTC', WINTER)).toBe('UTC+00:00');
  });

  it('finds zones by any words of their name, spaces for underscores, or by offset', () => {
    const choices = zoneChoices(['America/New_York', 'America/Los_Angeles', 'Asia/Kolkata', 'Europe/Berlin'], WINTER);
    expect(searchZones(choices, 'new york').map((c) => c.label)).toEqual(['America/New York (UTC-05:00)']);
    expect(searchZones(choices, 'BERLIN').map((c) => c.zone)).toEqual(['Europe/Berlin']);
    expect(searchZones(choices, '+05:30').map((c) => c.zone)).toEqual(['Asia/Kolkata']);
    expect(searchZones(choices, '  ')).toHaveLength(4);
  });

  it("finds a zone a browser lists under a city's old name by its new name, and zones by their generic name", () => {
    const choices = zoneChoices(['Asia/Calcutta', 'Europe/Kiev', 'America/Los_Angeles', 'America/Denver', 'Europe/Berlin'], WINTER);
    expect(searchZones(choices, 'kolkata').map((c) => c.zone)).toEqual(['Asia/Calcutta']);
    expect(searchZones(choices, 'Kyiv').map((c) => c.label)).toEqual(['Europe/Kiev (Kyiv) (UTC+02:00)']);
    expect(searchZones(choices, 'pacific').map((c) => c.zone)).toEqual(['America/Los_Angeles']);
    expect(searchZones(choices, 'india').map((c) => c.zone)).toEqual(['Asia/Calcutta']);
    expect(searchZones(choices, 'central europe').map((c) => c.zone)).toEqual(['Europe/Berlin']);
  });
});
