import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '@skybook/api-contract';
import { priceGroupsOf } from './price-groups.ts';

const fare = (code: string, passenger: string, flight: string, amount: number): OrderLine => ({
  kind: 'fare',
  code,
  passenger,
  flight,
  quantity: 1,
  amount,
});
const party = (...types: Array<'adult' | 'child' | 'infant'>): Order['passengers'] =>
  types.map((type, i) => ({
    ref: `p${i + 1}`,
    type,
    firstName: null,
    lastName: null,
    ticketFirstName: null,
    ticketLastName: null,
    dateOfBirth: null,
    adultRef: null,
  }));

describe('priceGroupsOf (decision 120)', () => {
  it('groups fares, taxes and fees by passenger type, then extras and seats, each with the sum of its lines', () => {
    const lines: OrderLine[] = [
      fare('base_fare', 'adult', 'outbound', 20_020),
      fare('taxes', 'adult', 'outbound', 4_233),
      fare('base_fare', 'child', 'outbound', 7_520),
      fare('infant_fee', 'infant', 'outbound', 1_000),
      fare('base_fare', 'adult', 'inbound', 19_990),
      { kind: 'seat', code: 'STC1', passenger: 'p1', flight: '101', quantity: 1, amount: 3_500 },
      { kind: 'extra', code: 'BG23@101', passenger: 'p2', flight: '101', quantity: 2, amount: 7_000 },
      { kind: 'extra', code: 'BG23@202', passenger: 'p1', flight: '202', quantity: 1, amount: 3_500 },
    ];
    const groups = priceGroupsOf(lines, party('adult', 'adult', 'child', 'infant'));
    expect(groups).toEqual([
      { kind: 'passengers', passengerType: 'adult', count: 2, amount: 44_243, lines: [0, 1, 4] },
      { kind: 'passengers', passengerType: 'child', count: 1, amount: 7_520, lines: [2] },
      { kind: 'passengers', passengerType: 'infant', count: 1, amount: 1_000, lines: [3] },
      { kind: 'extras', count: 3, amount: 10_500, lines: [6, 7] },
      { kind: 'seats', count: 1, amount: 3_500, lines: [5] },
    ]);
    // Together the groups cover every line once, so their subtotals add up to the order's total.
    expect(groups.flatMap((g) => g.lines).sort((a, b) => a - b)).toEqual(lines.map((_, i) => i));
  });

  it('leaves out the groups with no line', () => {
    expect(priceGroupsOf([fare('base_fare', 'adult', 'outbound', 4_999)], party('adult'))).toEqual([
      { kind: 'passengers', passengerType: 'adult', count: 1, amount: 4_999, lines: [0] },
    ]);
  });
});
