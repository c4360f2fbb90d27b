import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, schema, type Database } from '@skybook/db';
import {
  confirmCredit,
  refundCredit,
  releaseCredit,
  releaseExpiredHolds,
  reserveCredit,
} from './credit.server.ts';
import { ledgerCredit } from './ledger-credit.server.ts';

let database: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());

const later = () => new Date(Date.now() + 3_600_000);
async function agency(code: string, currency: string, creditLimit: number) {
  const [row] = await database.db
    .insert(schema.agencies)
    .values({ code, name: code, currency, creditLimit })
    .returning();
  return row!.id;
}
const runningTotal = async (agencyId: number) =>
  (await database.db.select().from(schema.agencies).where(eq(schema.agencies.id, agencyId)))[0]!
    .creditReserved;

describe('ledgerCredit', () => {
  it('splits the ledger into reserved (held) and used (ticketed), net of releases and refunds', async () => {
    const id = await agency('ledger-split', 'MXN', 1_000_000);
    const { db } = database;
    await reserveCredit(db, { agencyId: id, holdId: 'ls-held', amount: 100_000, expiresAt: later() });
    await reserveCredit(db, { agencyId: id, holdId: 'ls-ticket', amount: 200_000, expiresAt: later() });
    await confirmCredit(db, 'ls-ticket');
    await reserveCredit(db, { agencyId: id, holdId: 'ls-refund', amount: 300_000, expiresAt: later() });
    await confirmCredit(db, 'ls-refund');
    await refundCredit(db, 'ls-refund', 120_000);
    await reserveCredit(db, { agencyId: id, holdId: 'ls-released', amount: 50_000, expiresAt: later() });
    await releaseCredit(db, 'ls-released');
    await reserveCredit(db, {
      agencyId: id,
      holdId: 'ls-expired',
      amount: 70_000,
      expiresAt: new Date(Date.now() - 1_000),
    });
    await releaseExpiredHolds(db);
    expect(await ledgerCredit(db, id)).toEqual({
      currency: 'MXN',
      limit: 1_000_000,
      reserved: 100_000,
      used: 380_000,
      available: 520_000,
    });
    expect(await runningTotal(id)).toBe(480_000);
    expect(await ledgerCredit(db, 999_999)).toBeNull();
  });

  it('agrees with the running total after racing reservations, confirmations and releases', async () => {
    const id = await agency('ledger-race', 'EUR', 100_000);
    const { db } = database;
    const holds = Array.from({ length: 20 }, (_, i) => `lr-${i}`);
    const reserved = await Promise.all(
      holds.map((holdId) => reserveCredit(db, { agencyId: id, holdId, amount: 10_000, expiresAt: later() })),
    );
    expect(reserved.filter((o) => o.ok)).toHaveLength(10);
    // Each granted hold is confirmed and released at once, twice over, concurrently.
    const granted = holds.filter((_, i) => reserved[i]!.ok);
    await Promise.all(
      granted.flatMap((holdId, i) =>
        i % 2 === 0
          ? [confirmCredit(db, holdId), confirmCredit(db, holdId)]
          : [releaseCredit(db, holdId), releaseCredit(db, holdId)],
      ),
    );
    const credit = (await ledgerCredit(db, id))!;
    expect(credit).toMatchObject({ reserved: 0, used: 50_000, available: 50_000 });
    expect(await runningTotal(id)).toBe(credit.reserved + credit.used);
  });
});
