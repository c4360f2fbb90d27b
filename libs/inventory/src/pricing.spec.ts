import { describe, expect, it } from 'vitest';
import { convertEurMinor, priceJourney, sumLines, unitAmountsEur } from './pricing.ts';

const EUR = 1_000_000;
const USD = 1_083_300;
const MXN = 19_871_900;
const legs = [
  { baseFareEur: 38_900, taxesEur: 8_731, priceFactor: 100 },
  { baseFareEur: 6_900, taxesEur: 2_113, priceFactor: 115 },
];

describe('convertEurMinor', () => {
  it('converts exactly and rounds half up', () => {
    expect(convertEurMinor(10_000, EUR)).toBe(10_000);
    expect(convertEurMinor(10_000, USD)).toBe(10_833);
    expect(convertEurMinor(1, 1_500_000)).toBe(2);
    expect(convertEurMinor(1, 1_499_999)).toBe(1);
  });

  it('refuses non-integer amounts and bad rates', () => {
    expect(() => convertEurMinor(1.5, EUR)).toThrow(RangeError);
    expect(() => convertEurMinor(100, 0)).toThrow(RangeError);
  });
});

describe('priceJourney', () => {
  const party = { adults: 2, children: 1, infants: 1 };

  it.each([
    ['EUR', EUR],
    ['USD', USD],
    ['MXN', MXN],
  ])('has a total equal to the sum of its integer lines in %s', (currency, rate) => {
    const price = priceJourney(legs, { priceMultiplier: 135 }, party, currency, rate);
    expect(price.currency).toBe(currency);
    for (const line of price.lines) expect(Number.isInteger(line.amount)).toBe(true);
    expect(price.total).toBe(sumLines(price.lines));
    expect(price.lines.map((l) => `${l.code}/${l.passengerType}`)).toEqual([
      'base_fare/adult',
      'taxes/adult',
      'fees/adult',
      'base_fare/child',
      'taxes/child',
      'fees/child',
      'infant_fee/infant',
    ]);
  });

  it('prices each passenger type as documented', () => {
    const unit = unitAmountsEur(legs, { priceMultiplier: 100 });
    // 389.00 + 69.00 × 1.15 = 468.35; child 75 %.
    expect(unit).toEqual({
      adultBase: 46_835,
      childBase: 35_126,
      taxes: 10_844,
      fees: 1_200,
      infantFee: 9_000,
    });
    const price = priceJourney(legs, { priceMultiplier: 100 }, party, 'EUR', EUR);
    expect(price.total).toBe(2 * (46_835 + 10_844 + 1_200) + (35_126 + 10_844 + 1_200) + 9_000);
  });

  it('converts per passenger before multiplying, so lines scale with the party', () => {
    const one = priceJourney(
      legs,
      { priceMultiplier: 180 },
      { adults: 1, children: 0, infants: 0 },
      'MXN',
      MXN,
    );
    const three = priceJourney(
      legs,
      { priceMultiplier: 180 },
      { adults: 3, children: 0, infants: 0 },
      'MXN',
      MXN,
    );
    expect(three.total).toBe(one.total * 3);
    expect(three.lines.find((l) => l.code === 'infant_fee')).toBeUndefined();
  });
});
