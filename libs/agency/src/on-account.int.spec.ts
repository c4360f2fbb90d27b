import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, schema, type Database } from '@skybook/db';
import { creditOf, releaseExpiredHolds } from './credit.server.ts';
import {
  cancelBookingOnAccount,
  COMMISSION_RATE,
  confirmBookingOnAccount,
  holdBookingOnAccount,
  type BookingOnAccount,
} from './on-account.server.ts';

let database: Database;
let cleanup: () => Promise<void>;
let by: { agencyId: number; userId: number };
beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
  const [agency] = await database.db
    .insert(schema.agencies)
    .values({ code: 'oa', name: 'On Account', currency: 'EUR', creditLimit: 100_000 })
    .returning();
  const [user] = await database.db
    .insert(schema.agencyUsers)
    .values({
      agencyId: agency!.id,
      username: 'oa@example.com',
      name: 'Olga',
      uid: 'onAccountUser0000001',
      role: 'agent',
      passwordHash: 'x',
    })
    .returning();
  by = { agencyId: agency!.id, userId: user!.id };
});
afterAll(() => cleanup());

const booking = (
  n: number,
  total: number,
  expiresAt = new Date(Date.now() + 3_600_000),
): BookingOnAccount => ({
  orderId: `order-${n}`,
  reference: `OA000${n}`,
  passengerName: 'Ana Pérez',
  route: 'MAD-MEX',
  currency: 'EUR',
  total,
  commission: Math.round(total * COMMISSION_RATE),
  expiresAt,
});
const statusOf = async (orderId: string) =>
  (
    await database.db
      .select({ status: schema.agencyBookings.status })
      .from(schema.agencyBookings)
      .where(eq(schema.agencyBookings.orderId, orderId))
  )[0]?.status;

describe('bookings on account', () => {
  it('holds credit and records the booking together, or neither when over the limit or in another currency', async () => {
    expect(await holdBookingOnAccount(database.db, by, booking(1, 60_000))).toEqual({ ok: true });
    expect(await statusOf('order-1')).toBe('held');
    expect(await holdBookingOnAccount(database.db, by, booking(2, 50_000))).toEqual({
      ok: false,
      reason: 'insufficient_credit',
    });
    expect(await statusOf('order-2')).toBeUndefined();
    expect(await holdBookingOnAccount(database.db, by, { ...booking(3, 1_000), currency: 'USD' })).toEqual({
      ok: false,
      reason: 'currency_mismatch',
    });
    expect((await creditOf(database.db, by.agencyId))?.available).toBe(40_000);
  });

  it('confirms, then cancels and gives the credit back once', async () => {
    expect(await confirmBookingOnAccount(database.db, 'order-1')).toBe(true);
    expect(await statusOf('order-1')).toBe('confirmed');
    expect(await cancelBookingOnAccount(database.db, 'order-1')).toBe(true);
    expect(await cancelBookingOnAccount(database.db, 'order-1')).toBe(false);
    expect(await statusOf('order-1')).toBe('cancelled');
    expect((await creditOf(database.db, by.agencyId))?.available).toBe(100_000);
  });

  it('cancels a held booking whose hold expired', async () => {
    await holdBookingOnAccount(database.db, by, booking(4, 30_000, new Date(Date.now() - 1_000)));
    expect(await releaseExpiredHolds(database.db)).toBe(1);
    expect(await statusOf('order-4')).toBe('cancelled');
    expect((await creditOf(database.db, by.agencyId))?.available).toBe(100_000);
  });
});
