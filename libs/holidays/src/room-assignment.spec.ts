import { describe, expect, it } from 'vitest';
import { assignRooms, fits, type RoomTypeOffer } from './room-assignment.ts';

const double: RoomTypeOffer = {
  id: 'double',
  maxAdults: 2,
  maxChildren: 1,
  maxInfants: 1,
  maxOccupants: 3,
  free: 5,
  stayEur: 70_000,
};
const family: RoomTypeOffer = {
  id: 'family',
  maxAdults: 4,
  maxChildren: 3,
  maxInfants: 2,
  maxOccupants: 5,
  free: 1,
  stayEur: 110_000,
};
const party = (adults: number, children = 0, infants = 0) => ({ adults, children, infants });

describe('fits', () => {
  it('checks adults, children, infants and the shared beds each on their own', () => {
    expect(fits(double, party(2, 1, 1))).toBe(true);
    expect(fits(double, party(3))).toBe(false);
    expect(fits(double, party(1, 2))).toBe(false);
    expect(fits(double, party(2, 0, 2))).toBe(false);
    // Four adults and two children each fit their own limit, but not the five beds.
    expect(fits(family, party(4, 1))).toBe(true);
    expect(fits(family, party(4, 2))).toBe(false);
  });
});

describe('assignRooms', () => {
  it('gives each room the cheapest type that takes its party, in the request order', () => {
    expect(assignRooms([family, double], [party(2, 1), party(3, 2)])).toEqual(['double', 'family']);
  });

  it('lets the largest party choose first, so a small room never takes the only family room', () => {
    const cheapFamily = { ...family, stayEur: 60_000 };
    expect(assignRooms([cheapFamily, double], [party(1), party(4)])).toEqual(['double', 'family']);
  });

  it('never gives one type more rooms than it has free', () => {
    expect(assignRooms([family], [party(3), party(3)])).toBeNull();
    expect(assignRooms([{ ...double, free: 1 }, family], [party(2), party(2)])).toEqual(['double', 'family']);
  });

  it('answers null when no type takes a party', () => {
    expect(assignRooms([double], [party(2, 0, 2)])).toBeNull();
  });
});
