import { describe, expect, it } from 'vitest';
import { addDays, localDate, localToUtc, zoneOffsetMinutes } from './time-zones.ts';

describe('localToUtc', () => {
  it('uses winter and summer offsets either side of the Madrid spring change (last Sunday of March)', () => {
    expect(localToUtc('2027-03-27', '12:15', 'Europe/Madrid').toISOString()).toBe('2027-03-27T11:15:00.000Z');
    expect(localToUtc('2027-03-28', '12:15', 'Europe/Madrid').toISOString()).toBe('2027-03-28T10:15:00.000Z');
  });

  it('uses the right offset either side of the autumn change (last Sunday of October)', () => {
    expect(localToUtc('2026-10-24', '23:30', 'Europe/Madrid').toISOString()).toBe('2026-10-24T21:30:00.000Z');
    expect(localToUtc('2026-10-25', '23:30', 'Europe/Madrid').toISOString()).toBe('2026-10-25T22:30:00.000Z');
  });

  it('resolves a time skipped by spring-forward to after the gap', () => {
    // 02:30 does not exist in Madrid on 2027-03-28 (02:00 → 03:00); 01:30 UTC is 03:30 CEST.
    expect(localToUtc('2027-03-28', '02:30', 'Europe/Madrid').toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('handles zones without daylight saving and west of UTC', () => {
    expect(localToUtc('2026-07-01', '16:10', 'America/Cancun').toISOString()).toBe(
      '2026-07-01T21:10:00.000Z',
    );
    expect(localToUtc('2026-07-01', '16:10', 'America/New_York').toISOString()).toBe(
      '2026-07-01T20:10:00.000Z',
    );
    expect(localToUtc('2026-12-01', '16:10', 'America/New_York').toISOString()).toBe(
      '2026-12-01T21:10:00.000Z',
    );
  });
});

describe('localDate and offsets', () => {
  it('gives the local calendar day, which can differ from the UTC day', () => {
    const instant = new Date('2026-07-02T03:00:00Z');
    expect(localDate(instant, 'Europe/Madrid')).toBe('2026-07-02');
    expect(localDate(instant, 'America/Mexico_City')).toBe('2026-07-01');
  });

  it('reads zone offsets in minutes', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-07-01T00:00:00Z'), 'Europe/Lisbon')).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2026-01-01T00:00:00Z'), 'Europe/Lisbon')).toBe(0);
    expect(zoneOffsetMinutes(Date.parse('2026-01-01T00:00:00Z'), 'America/Costa_Rica')).toBe(-360);
  });

  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
