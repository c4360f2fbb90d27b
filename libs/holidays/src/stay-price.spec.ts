import { describe, expect, it } from 'vitest';
import { pricePackage, type StayInput } from './stay-price.ts';

const EUR = 1_000_000;
const MXN = 19_871_900;

const family = [{ adults: 2, children: 1, infants: 1 }];
const nights = [
  { roomEur: [10_001], boardAdultEur: 1_801, boardChildEur: 900 },
  { roomEur: [12_345], boardAdultEur: 1_999, boardChildEur: 999 },
];
const input = (over: Partial<StayInput> = {}): StayInput => ({
  rooms: family,
  nights,
  touristTaxEur: 150,
  flights: { outbound: 250_000, inbound: 240_000 },
  microRate: EUR,
  ...over,
});

const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);

describe('pricePackage', () => {
  it('adds flights, every room night, board per person and tourist tax per adult in EUR', () => {
    const price = pricePackage(input());
    expect(price.lines).toEqual([
      { code: 'flight_outbound', amount: 250_000 },
      { code: 'flight_inbound', amount: 240_000 },
      { code: 'room_nights', amount: 10_001 + 12_345 },
      // Two adults and one child each night; the infant eats free.
      { code: 'board', amount: 2 * 1_801 + 900 + 2 * 1_999 + 999 },
      // Adults only, every night.
      { code: 'tourist_tax', amount: 2 * 2 * 150 },
    ]);
    expect(price.total).toBe(sum(price.lines));
  });

  it('converts each unit once and multiplies, so every line is an integer and the total their sum', () => {
    const price = pricePackage(
      input({ microRate: MXN, flights: { outbound: 5_000_001, inbound: 4_999_999 } }),
    );
    const mxn = (eur: number) => Math.round((eur * MXN) / 1_000_000);
    expect(price.lines.find((l) => l.code === 'room_nights')!.amount).toBe(mxn(10_001) + mxn(12_345));
    expect(price.lines.find((l) => l.code === 'board')!.amount).toBe(
      2 * mxn(1_801) + mxn(900) + 2 * mxn(1_999) + mxn(999),
    );
    expect(price.lines.find((l) => l.code === 'tourist_tax')!.amount).toBe(4 * mxn(150));
    // Flight totals come priced in the currency already: taken as they are.
    expect(price.lines.slice(0, 2).map((l) => l.amount)).toEqual([5_000_001, 4_999_999]);
    expect(price.lines.every((l) => Number.isInteger(l.amount))).toBe(true);
    expect(price.total).toBe(sum(price.lines));
  });

  it('prices each room of a party on its own room type', () => {
    const price = pricePackage(
      input({
        rooms: [
          { adults: 2, children: 0, infants: 0 },
          { adults: 1, children: 2, infants: 0 },
        ],
        nights: [{ roomEur: [8_000, 15_000], boardAdultEur: 0, boardChildEur: 0 }],
        touristTaxEur: 0,
      }),
    );
    expect(price.lines.map((l) => l.code)).toEqual(['flight_outbound', 'flight_inbound', 'room_nights']);
    expect(price.lines[2]!.amount).toBe(23_000);
  });

  it('rounds the per-person price up over adults and children, never below the total', () => {
    const price = pricePackage(input({ flights: { outbound: 100_000, inbound: 100_001 } }));
    expect(price.perPerson).toBe(Math.ceil(price.total / 3));
    expect(price.perPerson * 3).toBeGreaterThanOrEqual(price.total);
    expect(price.perPerson * 3 - price.total).toBeLessThan(3);
  });
});
