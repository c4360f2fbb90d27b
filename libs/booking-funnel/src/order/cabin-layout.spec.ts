import { describe, expect, it } from 'vitest';
import { cabinColumns, cabinFromSeatMap } from './cabin-layout.ts';

describe('cabinColumns', () => {
  it('puts one aisle in a narrow body and two in a wide body', () => {
    expect(cabinColumns('ABCDEF')).toEqual(['A', 'B', 'C', null, 'D', 'E', 'F']);
    expect(cabinColumns('ABCDEFGHK')).toEqual(['A', 'B', 'C', null, 'D', 'E', 'F', 'G', null, 'H', 'K']);
    expect(cabinColumns('ACDEFGHK')).toEqual(['A', 'C', null, 'D', 'E', 'F', 'G', null, 'H', 'K']);
    expect(cabinColumns('ADGK')).toEqual(['A', null, 'D', 'G', null, 'K']);
  });
});

describe('cabinFromSeatMap', () => {
  const seat = (row: number, letter: string, available: boolean, category = 'STC2', exit = false) => ({
    seat: `${row}${letter}`,
    row,
    letter,
    category,
    exit,
    available,
    price: { amount: category === 'STC2' ? 2000 : 0, currency: 'EUR' },
  });

  it('keeps the order’s own seats selectable, others’ taken seats disabled, and prices per category', () => {
    const { layout, prices } = cabinFromSeatMap(
      {
        flightRef: '1',
        aircraft: 'Boeing 737-800',
        seats: [seat(1, 'A', false), seat(1, 'B', false), seat(2, 'A', true, 'STC1', true), seat(9, 'A', true, 'BOGUS')],
      },
      new Set(['1A']),
    );
    expect(layout.rows).toEqual([
      { number: 1, exit: false, seats: [{ letter: 'A', category: 'STC2', available: true }, { letter: 'B', category: 'STC2', available: false }] },
      { number: 2, exit: true, seats: [{ letter: 'A', category: 'STC1', available: true }] },
    ]);
    expect(prices).toEqual({ STC2: 2000, STC1: 0 });
  });
});
