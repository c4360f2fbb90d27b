import { describe, expect, it } from 'vitest';
import { buildJourneys, type Leg } from './connections.ts';

let nextId = 1;
function leg(
  flightNumber: string,
  origin: string,
  destination: string,
  dep: string,
  arr: string,
  available = 100,
): Leg {
  return {
    id: nextId++,
    flightNumber,
    origin,
    destination,
    departureDate: dep.slice(0, 10),
    departureUtc: new Date(dep),
    departureTimeZone: 'UTC',
    arrivalUtc: new Date(arr),
    arrivalTimeZone: 'UTC',
    aircraft: 'A330-900',
    available,
    baseFareEur: 10_000,
    taxesEur: 1_000,
    priceFactor: 100,
  };
}

describe('buildJourneys', () => {
  const opoMad = leg('SK101', 'OPO', 'MAD', '2026-12-01T07:00:00Z', '2026-12-01T08:15:00Z', 50);
  const madCun = leg('SK501', 'MAD', 'CUN', '2026-12-01T11:15:00Z', '2026-12-01T21:10:00Z', 4);
  const madCunTooSoon = leg('SK503', 'MAD', 'CUN', '2026-12-01T08:45:00Z', '2026-12-01T18:40:00Z');
  const madCunTooLate = leg('SK505', 'MAD', 'CUN', '2026-12-02T09:00:00Z', '2026-12-02T19:00:00Z');
  const opoCun = leg('SK901', 'OPO', 'CUN', '2026-12-01T10:00:00Z', '2026-12-01T20:00:00Z');

  it('joins legs through a hub inside the connection window only', () => {
    const journeys = buildJourneys('OPO', 'CUN', [opoMad, opoCun], [madCun, madCunTooSoon, madCunTooLate]);
    expect(journeys.map((j) => j.key)).toEqual(['SK101@2026-12-01+SK501@2026-12-01', 'SK901@2026-12-01']);
  });

  it('reports duration from first departure to last arrival, stops and the scarcest seats', () => {
    const [connection, direct] = buildJourneys('OPO', 'CUN', [opoMad, opoCun], [madCun]);
    expect(connection!.durationMinutes).toBe(14 * 60 + 10);
    expect(connection!.legs).toHaveLength(2);
    expect(connection!.available).toBe(4);
    expect(direct!.legs).toHaveLength(1);
    expect(direct!.durationMinutes).toBe(600);
  });

  it('accepts exactly the minimum and maximum connection times', () => {
    const first = leg('SK1', 'LIS', 'MAD', '2026-12-01T06:00:00Z', '2026-12-01T08:00:00Z');
    const atMin = leg('SK2', 'MAD', 'SJO', '2026-12-01T09:00:00Z', '2026-12-01T20:00:00Z');
    const atMax = leg('SK3', 'MAD', 'SJO', '2026-12-02T08:00:00Z', '2026-12-02T19:00:00Z');
    const over = leg('SK4', 'MAD', 'SJO', '2026-12-02T08:01:00Z', '2026-12-02T19:01:00Z');
    expect(
      buildJourneys('LIS', 'SJO', [first], [atMin, atMax, over]).map((j) => j.legs[1]!.flightNumber),
    ).toEqual(['SK2', 'SK3']);
  });

  it('never routes back through the origin', () => {
    const out = leg('SK7', 'MAD', 'LIS', '2026-12-01T06:00:00Z', '2026-12-01T07:00:00Z');
    const back = leg('SK8', 'MAD', 'CUN', '2026-12-01T10:00:00Z', '2026-12-01T20:00:00Z');
    expect(buildJourneys('MAD', 'CUN', [out], [back])).toEqual([]);
  });
});
