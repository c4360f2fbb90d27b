import { describe, expect, it } from 'vitest';
import { SAMPLE_LAYOUT } from './fixtures.ts';
import { seatPosition } from './layout.ts';
import { neighbours, suggestFamilySeats } from './rules.ts';

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
