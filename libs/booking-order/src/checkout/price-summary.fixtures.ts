import type { PriceGroupView } from './price-lines.ts';

/** A return trip's summary as the server groups it: two adults, a child, an infant, a bag and a seat. */
export const SAMPLE_GROUPS: PriceGroupView[] = [
  {
    id: 'adult',
    kind: 'passengers',
    passengerType: 'adult',
    count: 2,
    amount: 2 * 10_010 + 4_233,
    lines: [
      {
        id: 'fare-adult',
        kind: 'fare',
        passengerType: 'adult',
        count: 2,
        amount: 2 * 10_010,
        description: 'Outbound',
      },
      { id: 'taxes-adult', kind: 'taxes', amount: 4_233, description: 'Taxes, adults, Outbound' },
    ],
  },
  {
    id: 'child',
    kind: 'passengers',
    passengerType: 'child',
    count: 1,
    amount: 7_520 + 10,
    lines: [
      {
        id: 'fare-child',
        kind: 'fare',
        passengerType: 'child',
        count: 1,
        amount: 7_520,
        description: 'Outbound',
      },
      { id: 'fees-child', kind: 'fees', amount: 10, description: 'Fees, children, Outbound' },
    ],
  },
  {
    id: 'infant',
    kind: 'passengers',
    passengerType: 'infant',
    count: 1,
    amount: 1_000,
    lines: [{ id: 'infant-fee', kind: 'fees', amount: 1_000, description: 'Infant fee, Outbound' }],
  },
  {
    id: 'extras',
    kind: 'extras',
    count: 1,
    amount: 3_520,
    lines: [{ id: 'bag', kind: 'extra', amount: 3_520, description: '23 kg bag × 1, MAD → LIS, Adult 1' }],
  },
  {
    id: 'seats',
    kind: 'seats',
    count: 1,
    amount: 3_500,
    lines: [{ id: 'seat-2A', kind: 'seat', amount: 3_500, description: 'Seat 2A, MAD → LIS, Adult 1' }],
  },
];

/** The server's total of the groups above (minor units). */
export const SAMPLE_TOTAL = 39_803;
