import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client.server.ts';
import { consentRecords } from '../schema/consent.ts';

export type ConsentRecord = typeof consentRecords.$inferSelect;

/** Stores one cookie choice as proof (decision 099); never updates an earlier one. */
export async function recordConsent(
  db: Db,
  input: Omit<ConsentRecord, 'id' | 'recordedAt'>,
): Promise<ConsentRecord> {
  const [row] = await db.insert(consentRecords).values(input).returning();
  if (!row) throw new Error('consent record was not stored');
  return row;
}

/** A visitor's choices, newest first. */
export function consentHistory(db: Db, uid: string): Promise<ConsentRecord[]> {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.uid, uid))
    .orderBy(desc(consentRecords.recordedAt), desc(consentRecords.id));
}
