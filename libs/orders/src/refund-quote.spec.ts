import { describe, expect, it } from 'vitest';
import type { Order } from '@skybook/api-contract';
import { refundQuote } from './refund-quote.ts';

const conditions = (refundable: boolean) => ({
  changeable: true,
  changeFee: null,
  refundable,
  checkedBags: 0,
  cabinBags: 1,
  seatCategory: 'STC1' as const,
});
const journey = (
  direction: 'outbound' | 'inbound',
  family: 'basic' | 'classic' | 'flex',
  refundable: boolean,
) => ({
  direction,
  family,
  segments: [],
  durationMinutes: 600,
  total: { amount: 0, currency: 'EUR' },
  lines: [],
  conditions: conditions(refundable),
});
const flight = (flightRef: string, direction: 'outbound' | 'inbound') => ({
  flightRef,
  direction,
  flightNumber: 'SK101',
  origin: 'MAD',
  destination: 'CUN',
  departureUtc: '2026-12-01T11:15:00.000Z',
  departureTimeZone: 'Europe/Madrid',
  arrivalUtc: '2026-12-01T22:10:00.000Z',
  arrivalTimeZone: 'America/Cancun',
});
const line = (
  kind: 'fare' | 'extra' | 'seat',
  code: string,
  flight: string,
  amount: number,
  pending?: boolean,
) => ({
  kind,
  code,
  passenger: kind === 'fare' ? 'adult' : 'p1',
  flight,
  quantity: 1,
  amount,
  ...(pending ? { pending } : {}),
});

const order = (
  outbound: boolean,
  inbound: boolean,
): Pick<Order, 'currency' | 'lines' | 'journeys' | 'flights'> => ({
  currency: 'EUR',
  journeys: [
    journey('outbound', outbound ? 'flex' : 'basic', outbound),
    journey('inbound', inbound ? 'flex' : 'classic', inbound),
  ],
  flights: [flight('11', 'outbound'), flight('12', 'inbound')],
  lines: [
    line('fare', 'base_fare', 'outbound', 40_000),
    line('fare', 'taxes', 'outbound', 8_731),
    line('fare', 'fees', 'outbound', 1_500),
    line('extra', 'bag-checked', '11', 3_500),
    line('seat', 'STC4', '11', 5_000),
    line('fare', 'base_fare', 'inbound', 45_000),
    line('fare', 'taxes', 'inbound', 9_120),
    line('fare', 'fees', 'inbound', 1_500),
    line('extra', 'priority', '12', 900),
    line('extra', 'sports', '12', 6_000, true),
  ],
});

describe('refundQuote', () => {
  it('gives back everything paid for a refundable journey and only the taxes of the others', () => {
    const quote = refundQuote(order(true, false));
    expect(quote.journeys).toEqual([
      { direction: 'outbound', family: 'flex', refundable: true, paid: 58_731, refund: 58_731 },
      { direction: 'inbound', family: 'classic', refundable: false, paid: 56_520, refund: 9_120 },
    ]);
    expect(quote).toMatchObject({ currency: 'EUR', paid: 115_251, refund: 67_851, kept: 47_400 });
  });

  it('refunds the taxes alone when no journey is refundable, and all of it when both are', () => {
    expect(refundQuote(order(false, false))).toMatchObject({ refund: 8_731 + 9_120 });
    expect(refundQuote(order(true, true))).toMatchObject({ refund: 115_251, kept: 0 });
  });

  it('leaves unpaid (pending) lines out', () => {
    expect(refundQuote(order(true, true)).paid).toBe(115_251); // the pending 6_000 is not in it
  });
});
