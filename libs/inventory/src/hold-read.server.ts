import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { DomainError, type Hold } from '@skybook/api-contract';

const { holds } = schema;

/** What a hold stores: everything the client was shown, frozen. */
export type HoldSnapshot = Pick<Hold, 'total' | 'passengers' | 'journeys'>;

/** A hold's row as `toHold` reads it. */
const holdColumns = {
  id: holds.id,
  expiresAt: holds.expiresAt,
  endReason: holds.endReason,
  lapsed: sql<boolean>`${holds.expiresAt} <= now()`,
  snapshot: holds.snapshot,
};

type HoldRow = { id: string; expiresAt: Date; endReason: string | null; lapsed: boolean; snapshot: unknown };

function toHold(row: HoldRow): Hold {
  const snapshot = (
    typeof row.snapshot === 'string' ? JSON.parse(row.snapshot) : row.snapshot
  ) as HoldSnapshot;
  const status =
    row.endReason === 'cancelled'
      ? 'released'
      : row.endReason === 'released' || row.endReason === 'sold'
        ? row.endReason
        : row.endReason === 'expired' || row.lapsed
          ? 'expired'
          : 'active';
  return { holdId: row.id, status, expiresAt: row.expiresAt.toISOString(), ...snapshot };
}

/** The hold an idempotency key made, if any. */
export async function holdByKey(db: Db, key: string): Promise<Hold | null> {
  const [row] = await db.select(holdColumns).from(holds).where(eq(holds.idempotencyKey, key));
  return row ? toHold(row) : null;
}

/**
 * A hold as its owner sees it (decision 052): a hold taken by a user is found only for that user
 * (anyone else gets the same 404 as for no hold), so a leaked hold id is not a capability. Holds
 * taken with no identity have no owner.
 */
export async function getHold(db: Db, holdId: string, ownerUid?: string | undefined): Promise<Hold> {
  const [row] = await db
    .select(holdColumns)
    .from(holds)
    .where(
      and(
        eq(holds.id, holdId),
        or(isNull(holds.ownerUid), ownerUid === undefined ? undefined : eq(holds.ownerUid, ownerUid)),
      ),
    );
  if (!row) throw new DomainError(404, 'errors.hold_not_found', { holdId: 'errors.not_found' });
  return toHold(row);
}
