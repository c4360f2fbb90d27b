import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.server.ts';
import { claimReceiptSeq, claims } from '../schema/claims.ts';

export type Claim = typeof claims.$inferSelect;
export type NewClaim = Omit<typeof claims.$inferInsert, 'id' | 'receipt' | 'createdAt' | 'receiptSentAt'>;

/** Stores a claim with its receipt number `R-<UTC year>-<6+ digit sequence>`, made in the same statement. */
export async function fileClaim(db: Db, claim: NewClaim): Promise<Claim> {
  const receipt = sql<string>`'R-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' || lpad(nextval(${sql.raw(`'${claimReceiptSeq.seqName}'`)})::text, 6, '0')`;
  const [row] = await db
    .insert(claims)
    .values({ ...claim, receipt })
    .returning();
  if (!row) throw new Error('claim insert returned no row');
  return row;
}

export async function markClaimReceiptSent(db: Db, id: number): Promise<void> {
  await db
    .update(claims)
    .set({ receiptSentAt: sql`now()` })
    .where(eq(claims.id, id));
}
