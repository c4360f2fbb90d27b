import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, schema, type Database } from '@skybook/db';
import {
  confirmCredit,
  creditAlert,
  creditOf,
  releaseCredit,
  releaseExpiredHolds,
  reserveCredit,
} from './credit.server.ts';

let database: Database;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ database, cleanup } = await createTestDatabase());
});
afterAll(() => cleanup());

async function agencyWithLimit(code: string, creditLimit: number): Promise<number> {
  const [row] = await database.db
    .insert(schema.agencies)
    .values({ code, name: code, currency: 'EUR', creditLimit })
    .returning();
  return row!.id;
}
const later = () => new Date(Date.now() + 3_600_000);

describe('credit reservations', () => {
  it('lets exactly 10 of 20 concurrent 100.00 holds through a 1000.00 limit', async () => {
    const agencyId = await agencyWithLimit('concurrent', 100_000);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        reserveCredit(database.db, { agencyId, holdId: `c-${i}`, amount: 10_000, expiresAt: later() }),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(10);
    expect(outcomes.filter((o) => !o.ok && o.reason === 'insufficient_credit')).toHaveLength(10);
    expect(await creditOf(database.db, agencyId)).toEqual({
      currency: 'EUR',
      limit: 100_000,
      reserved: 100_000,
      available: 0,
    });
    const ledger = await database.db
      .select()
      .from(schema.creditLedger)
      .where(eq(schema.creditLedger.agencyId, agencyId));
    expect(ledger.filter((r) => r.kind === 'reserve').reduce((sum, r) => sum + r.amount, 0)).toBe(100_000);
  });

  it('releases a hold once and refuses a second reservation of the same hold', async () => {
    const agencyId = await agencyWithLimit('release', 50_000);
    expect(
      await reserveCredit(database.db, { agencyId, holdId: 'r-1', amount: 30_000, expiresAt: later() }),
    ).toEqual({ ok: true });
    expect(
      await reserveCredit(database.db, { agencyId, holdId: 'r-1', amount: 1_000, expiresAt: later() }),
    ).toEqual({ ok: false, reason: 'duplicate_hold' });
    expect(
      await reserveCredit(database.db, { agencyId, holdId: 'r-2', amount: 30_000, expiresAt: later() }),
    ).toEqual({ ok: false, reason: 'insufficient_credit' });
    expect(await releaseCredit(database.db, 'r-1')).toBe(true);
    expect(await releaseCredit(database.db, 'r-1')).toBe(false);
    expect((await creditOf(database.db, agencyId))?.available).toBe(50_000);
    expect(
      await reserveCredit(database.db, { agencyId, holdId: 'r-2', amount: 30_000, expiresAt: later() }),
    ).toEqual({ ok: true });
  });

  it('releases expired holds but keeps confirmed ones', async () => {
    const agencyId = await agencyWithLimit('expiry', 100_000);
    const past = new Date(Date.now() - 60_000);
    await reserveCredit(database.db, { agencyId, holdId: 'e-1', amount: 20_000, expiresAt: past });
    await reserveCredit(database.db, { agencyId, holdId: 'e-2', amount: 30_000, expiresAt: past });
    await reserveCredit(database.db, { agencyId, holdId: 'e-3', amount: 10_000, expiresAt: later() });
    expect(await confirmCredit(database.db, 'e-2')).toBe(true);
    expect(await releaseExpiredHolds(database.db)).toBe(1);
    expect(await releaseExpiredHolds(database.db)).toBe(0);
    expect((await creditOf(database.db, agencyId))?.reserved).toBe(40_000);
    // A confirmed booking cancelled later still gives its credit back, once.
    expect(await releaseCredit(database.db, 'e-2')).toBe(true);
    expect(await releaseCredit(database.db, 'e-2')).toBe(false);
    expect((await creditOf(database.db, agencyId))?.reserved).toBe(10_000);
  });

  it('alerts below 40% and below 20% of the limit', () => {
    expect(creditAlert(100_000, 40_000)).toBe('none');
    expect(creditAlert(100_000, 39_999)).toBe('below40');
    expect(creditAlert(100_000, 19_999)).toBe('below20');
    expect(creditAlert(0, 0)).toBe('none');
  });
});
