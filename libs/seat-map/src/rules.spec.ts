import { describe, expect, it } from 'vitest';
import { SAMPLE_LAYOUT, SAMPLE_PASSENGERS } from './fixtures.ts';
import { seatPosition, seatPrice } from './layout.ts';
import { mayUseExitRow, neighbours, suggestFamilySeats } from './rules.ts';

const [adult, child, infant] = SAMPLE_PASSENGERS as [
  (typeof SAMPLE_PASSENGERS)[0],
  (typeof SAMPLE_PASSENGERS)[0],
  (typeof SAMPLE_PASSENGERS)[0],
];

describe('seat rules', () => {
  it('names window, middle and aisle seats from the columns', () => {
    const cols = SAMPLE_LAYOUT.columns;
    expect(['A', 'B', 'C', 'D', 'E', 'F'].map((l) => seatPosition(cols, l))).toEqual([
      'window',
      'middle',
      'aisle',
      'aisle',
      'middle',
      'window',
    ]);
  });

  it('prices by category with the spec §3 defaults, overridable', () => {
    expect(seatPrice('SXL')).toBe(6000);
    expect(seatPrice('STUR')).toBe(10900);
    expect(seatPrice('STC1')).toBe(0);
    expect(seatPrice('SBUS')).toBe(30000);
    expect(seatPrice('SXL', { SXL: 4500 })).toBe(4500);
    // Defaults are whole units of the booking currency: 60 yen has no minor unit, 60 dinars 3 decimals.
    expect(seatPrice('SXL', {}, 'JPY')).toBe(60);
    expect(seatPrice('SXL', {}, 'KWD')).toBe(60000);
    expect(seatPrice('STUR', {}, 'MXN')).toBe(10900);
  });

  it('keeps infants, children and adults holding an infant out of exit rows', () => {
    const solo = { id: 'p9', name: 'Eva', type: 'adult' as const, seats: {} };
    const passengers = [...SAMPLE_PASSENGERS, solo];
    expect(mayUseExitRow(infant, passengers)).toBe(false);
    expect(mayUseExitRow(child, passengers)).toBe(false);
    expect(mayUseExitRow(adult, passengers)).toBe(false);
    expect(mayUseExitRow(solo, passengers)).toBe(true);
  });

  it('treats seats across the aisle or a gap as not adjacent', () => {
    expect(neighbours(SAMPLE_LAYOUT, '2C')).toEqual(['2B']);
    expect(neighbours(SAMPLE_LAYOUT, '2B')).toEqual(['2A', '2C']);
    expect(neighbours(SAMPLE_LAYOUT, '1A')).toEqual([]);
  });
});

describe('suggestFamilySeats', () => {
  it('puts the child next to an adult who already has a seat', () => {
    expect(suggestFamilySeats(SAMPLE_LAYOUT, new Set(['2A']), '2A')).toEqual({ adult: '2A', child: '2B' });
    // 5B is sold and 5C is taken by someone else: nothing beside 5A is free.
    expect(suggestFamilySeats(SAMPLE_LAYOUT, new Set(['5A', '5C']), '5A')).toBeNull();
  });

  it('finds the first free adjacent pair outside exit rows when no adult is seated', () => {
    expect(suggestFamilySeats(SAMPLE_LAYOUT, new Set())).toEqual({ adult: '2A', child: '2B' });
    const front = ['2A', '2B', '2C', '2D', '2E', '2F', '3A', '3B', '3C', '3D', '3E', '3F'];
    // Rows 2–3 full and row 4 an exit row; in row 5, 5B is sold and 5C–5D face an aisle: 5D–5E.
    expect(suggestFamilySeats(SAMPLE_LAYOUT, new Set(front))).toEqual({ adult: '5D', child: '5E' });
  });

  it('never suggests an exit-row seat beside an adult seated in one', () => {
    expect(suggestFamilySeats(SAMPLE_LAYOUT, new Set(['4A']), '4A')).toBeNull();
  });
});
