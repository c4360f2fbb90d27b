import { describe, expect, it } from 'vitest';
import { arrivalDayOffset, dayOffsetMark, localDay } from './day-offset.ts';

const flight = (
  departureUtc: string,
  departureTimeZone: string,
  arrivalUtc: string,
  arrivalTimeZone: string,
) => arrivalDayOffset({ departureUtc, departureTimeZone, arrivalUtc, arrivalTimeZone });

describe('localDay', () => {
  it('reads the day on the airport’s clock, not in UTC', () => {
    expect(localDay('2026-03-01T02:30:00Z', 'America/Mexico_City')).toBe('2026-02-28');
    expect(localDay('2026-03-01T02:30:00Z', 'Europe/Madrid')).toBe('2026-03-01');
  });
});

describe('arrivalDayOffset', () => {
  it('is 0 for a flight that lands the same local day', () => {
    // MAD 09:05 → LIS 09:20, both on 24 Dec.
    expect(flight('2026-12-24T08:05:00Z', 'Europe/Madrid', '2026-12-24T09:20:00Z', 'Europe/Lisbon')).toBe(0);
  });

  it('is 1 for an overnight flight eastwards', () => {
    // CUN 18:40 (23:40Z) on 10 Dec, 560 min later it is 09:00Z = 10:00 in Madrid on 11 Dec.
    expect(flight('2026-12-10T23:40:00Z', 'America/Cancun', '2026-12-11T09:00:00Z', 'Europe/Madrid')).toBe(1);
  });

  it('compares the local days of the two zones, not the UTC days', () => {
    // MAD 16:00 (15:00Z) → JFK 19:30 local = 00:30Z the next UTC day, yet still the same day in New York.
    expect(flight('2026-12-10T15:00:00Z', 'Europe/Madrid', '2026-12-11T00:30:00Z', 'America/New_York')).toBe(
      0,
    );
    // Leaving Cancún at 20:30 local is already 01:30Z the next UTC day; landing at 22:00 in Miami is the same day.
    expect(flight('2026-12-11T01:30:00Z', 'America/Cancun', '2026-12-11T03:00:00Z', 'America/New_York')).toBe(
      0,
    );
  });

  it('is 2 when the arrival is two local days later', () => {
    // Honolulu 23:30 on 1 Dec (09:30Z on 2 Dec), 15 h later: 09:30 on 3 Dec in Tokyo.
    expect(flight('2026-12-02T09:30:00Z', 'Pacific/Honolulu', '2026-12-03T00:30:00Z', 'Asia/Tokyo')).toBe(2);
  });

  it('is -1 when a flight westwards over the date line lands the day before', () => {
    // Tokyo 10:00 on 5 Dec (01:00Z) → Honolulu 22:00 on 4 Dec (08:00Z).
    expect(flight('2026-12-05T01:00:00Z', 'Asia/Tokyo', '2026-12-05T08:00:00Z', 'Pacific/Honolulu')).toBe(-1);
  });

  it('counts calendar days across a clock change', () => {
    // Madrid moves to summer time in the night of 29 March 2026: 22:00 → 07:00 next day is still +1.
    expect(flight('2026-03-28T21:00:00Z', 'Europe/Madrid', '2026-03-29T05:00:00Z', 'Europe/Madrid')).toBe(1);
  });
});

describe('dayOffsetMark', () => {
  it('marks later and earlier days and says nothing on the same day', () => {
    expect(dayOffsetMark(1)).toBe('+1');
    expect(dayOffsetMark(2)).toBe('+2');
    expect(dayOffsetMark(-1)).toBe('-1');
    expect(dayOffsetMark(0)).toBe('');
  });
});
