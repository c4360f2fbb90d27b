import { describe, expect, it } from 'vitest';
import { salesByDay, type BookingRow } from './bookings.server.ts';

const row = (status: BookingRow['status'], total: number, at: string, currency = 'EUR'): BookingRow => ({
  reference: `R${total}`,
  status,
  passengerName: 'PEREZ/ANA',
  route: 'MAD-MEX',
  agentId: 1,
  agentName: 'Ana',
  bookedAt: new Date(at),
  currency,
  total,
  commission: Math.round(total * 0.08),
});

describe('salesByDay', () => {
  it('sums ticketed bookings per day and currency; held and cancelled ones add nothing', () => {
    expect(
      salesByDay([
        row('confirmed', 10_000, '2026-11-02T10:00:00Z'),
        row('held', 50_000, '2026-11-02T11:00:00Z'),
        row('confirmed', 5_000, '2026-11-01T23:59:00Z'),
        row('cancelled', 7_000, '2026-11-01T09:00:00Z'),
        row('confirmed', 300_000, '2026-11-02T12:00:00Z', 'MXN'),
        row('confirmed', 2_500, '2026-11-02T13:00:00Z'),
      ]),
    ).toEqual([
      { date: '2026-11-01', currency: 'EUR', count: 1, sales: 5_000 },
      { date: '2026-11-02', currency: 'EUR', count: 2, sales: 12_500 },
      { date: '2026-11-02', currency: 'MXN', count: 1, sales: 300_000 },
    ]);
  });
});
