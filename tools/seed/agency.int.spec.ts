import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelBookingOnAccount, ledgerCredit } from '@skybook/agency';
import { createTestDatabase, schema, type Database } from '@skybook/db';
import { seedAgencies } from './agency.ts';

let database: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());

/** Per booking: its status, total and the ledger kinds and amounts of its hold. */
async function bookingsWithLedger() {
  const result = await database.db.execute(sql`
    select b.reference, b.status, b.total, b.currency, a.currency as agency_currency,
           coalesce(string_agg(l.kind || ':' || l.amount, ',' order by l.kind), '') as ledger
    from agency_bookings b join agencies a on a.id = b.agency_id
    left join credit_ledger l on l.hold_id = b.order_id and l.agency_id = b.agency_id
    group by b.id, a.currency order by b.reference`);
  return (result as unknown as { rows: Array<Record<string, string | number>> }).rows;
}
const LEDGER_OF = {
  held: (total: number) => `reserve:${total}`,
  confirmed: (total: number) => `confirm:${total},reserve:${total}`,
  cancelled: (total: number) => `release:${total},reserve:${total}`,
} as Record<string, (total: number) => string>;

describe('seeded demo agencies', () => {
  it('give every booking on account the ledger rows of its status, in its agency currency', async () => {
    await seedAgencies(database.db);
    const rows = await bookingsWithLedger();
    expect(rows).toHaveLength(48);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['held', 'confirmed', 'cancelled']));
    for (const row of rows) {
      expect(row.ledger, String(row.reference)).toBe(LEDGER_OF[row.status as string]!(Number(row.total)));
      expect(row.currency).toBe(row.agency_currency);
    }
    expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(['EUR', 'MXN']));
  });

  it("show each agency's demo bookings in its available credit", async () => {
    for (const agency of await database.db.select().from(schema.agencies)) {
      const bookings = await database.db
        .select()
        .from(schema.agencyBookings)
        .where(eq(schema.agencyBookings.agencyId, agency.id));
      const sum = (status: string) =>
        bookings.filter((b) => b.status === status).reduce((n, b) => n + b.total, 0);
      expect(await ledgerCredit(database.db, agency.id)).toEqual({
        currency: agency.currency,
        limit: agency.creditLimit,
        reserved: sum('held'),
        used: sum('confirmed'),
        available: agency.creditLimit - sum('held') - sum('confirmed'),
      });
      expect(agency.creditReserved).toBe(sum('held') + sum('confirmed'));
    }
  });

  it('run again, add no ledger rows and keep the statuses the ledger moved on', async () => {
    // A demo hold the agency cancelled since (AN0002 is seeded held).
    expect(await cancelBookingOnAccount(database.db, 'demo-AN0002')).toBe(true);
    const before = await bookingsWithLedger();
    await seedAgencies(database.db, new Date(Date.now() + 86_400_000));
    const after = await bookingsWithLedger();
    expect(after.find((r) => r.reference === 'AN0002')?.status).toBe('cancelled');
    expect(after.map((r) => r.ledger)).toEqual(before.map((r) => r.ledger));
  });

  it('give demo bookings seeded before the ledger (no order id) their ledger rows', async () => {
    const { db } = database;
    const [andes] = await db.select().from(schema.agencies).where(eq(schema.agencies.code, 'andes'));
    // The old seed's data: bookings without ledger rows and no reservation.
    const references = ['AN0000', 'AN0002', 'AN0003'];
    for (const reference of references) {
      await db.execute(sql`delete from credit_ledger where hold_id = ${`demo-${reference}`}`);
      await db
        .update(schema.agencyBookings)
        .set({ orderId: null })
        .where(eq(schema.agencyBookings.reference, reference));
    }
    await db.execute(sql`update agencies a set credit_reserved = coalesce((select sum(case kind when 'reserve' then amount
      when 'release' then -amount else 0 end) from credit_ledger where agency_id = a.id), 0) where a.id = ${andes!.id}`);
    await db
      .update(schema.agencyBookings)
      .set({ status: 'held' })
      .where(eq(schema.agencyBookings.reference, 'AN0002'));
    await seedAgencies(db);
    const rows = await bookingsWithLedger();
    for (const reference of references) {
      const row = rows.find((r) => r.reference === reference)!;
      expect(row.ledger, reference).toBe(LEDGER_OF[row.status as string]!(Number(row.total)));
    }
    const credit = await ledgerCredit(db, andes!.id);
    const [after] = await db.select().from(schema.agencies).where(eq(schema.agencies.id, andes!.id));
    expect(after!.creditReserved).toBe(credit!.reserved + credit!.used);
  });
});
