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

  it("carries the server's availability, each seat's own price and each passenger's rules over as they are", () => {
    const flight = cabinFromSeatMap(
      {
        flightRef: '1',
        aircraft: 'Boeing 737-800',
        currency: 'EUR',
        seats: [
          { ...seat(1, 'A', true), heldBy: 'p1' },
          seat(1, 'B', false),
          seat(2, 'A', true, 'STC1', true),
          seat(9, 'A', true, 'BOGUS'),
        ],
        passengers: [
          { ref: 'p1', exitRow: false, selectable: true },
          { ref: 'p2', exitRow: true, selectable: false },
        ],
      },
      'MAD → LIS',
    );
    expect(flight.id).toBe('1');
    expect(flight.label).toBe('MAD → LIS');
    expect(flight.layout.rows).toEqual([
      {
        number: 1,
        exit: false,
        seats: [
          { letter: 'A', category: 'STC2', available: true, price: 2000 },
          { letter: 'B', category: 'STC2', available: false, price: 2000 },
        ],
      },
      { number: 2, exit: true, seats: [{ letter: 'A', category: 'STC1', available: true, price: 0 }] },
    ]);
    expect(flight.rules).toEqual({
      p1: { exitRow: false, selectable: true },
      p2: { exitRow: true, selectable: false },
    });
  });
});
