import { describe, expect, it } from 'vitest';
import { BOARDING_LEAD_MINUTES, boardingStartUtc, boardingZone } from './boarding.ts';

describe('boarding', () => {
  it(`starts ${BOARDING_LEAD_MINUTES} minutes before departure`, () => {
    expect(boardingStartUtc('2026-12-24T08:05:00Z')).toBe('2026-12-24T07:25:00.000Z');
    expect(boardingStartUtc('2026-12-24T00:10:00.000Z')).toBe('2026-12-23T23:30:00.000Z');
  });

  it('boards business and priority first, then adults with an infant, then everyone else', () => {
    const none = { business: false, priority: false, withInfant: false };
    expect(boardingZone({ ...none, business: true })).toBe(1);
    expect(boardingZone({ ...none, priority: true, withInfant: true })).toBe(1);
    expect(boardingZone({ ...none, withInfant: true })).toBe(2);
    expect(boardingZone(none)).toBe(3);
  });
});
