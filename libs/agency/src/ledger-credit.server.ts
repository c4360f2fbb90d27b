import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';

const { agencies, creditLedger } = schema;

/** An agency's credit as the ledger has it, in the agency's own currency (minor units). */
export interface LedgerCredit {
  currency: string;
  limit: number;
  /** Held, not ticketed: holds with a `reserve` and no `confirm`, net of any `release`. */
  reserved: number;
  /** Ticketed: confirmed holds, net of the part a cancellation gave back (`release`). */
  used: number;
  /** `limit − reserved − used`. */
  available: number;
}

/**
 * The dashboard's credit, summed from the append-only `credit_ledger` (decision 014): per hold,
 * `reserve − release` is still taken; it counts as `used` once the hold has a `confirm`, else as
 * `reserved`. Released holds (expired, cancelled) net to 0. `agencies.credit_reserved` is the
 * running total of the same rows (`reserved + used`), kept only for the atomic reservation.
 */
export async function ledgerCredit(db: Db, agencyId: number): Promise<LedgerCredit | null> {
  const [agency] = await db
    .select({ currency: sql<string>`${agencies.currency}`, limit: agencies.creditLimit })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) return null;
  const perHold = db
    .select({
      net: sql<number>`sum(case ${creditLedger.kind} when 'reserve' then ${creditLedger.amount}
        when 'release' then -${creditLedger.amount} else 0 end)`.as('net'),
      ticketed: sql<boolean>`bool_or(${creditLedger.kind} = 'confirm')`.as('ticketed'),
    })
    .from(creditLedger)
    .where(eq(creditLedger.agencyId, agencyId))
    .groupBy(creditLedger.holdId)
    .as('per_hold');
  const [sums] = await db
    .select({
      reserved: sql<number>`coalesce(sum(${perHold.net}) filter (where not ${perHold.ticketed}), 0)`.mapWith(
        Number,
      ),
      used: sql<number>`coalesce(sum(${perHold.net}) filter (where ${perHold.ticketed}), 0)`.mapWith(Number),
    })
    .from(perHold);
  const reserved = sums?.reserved ?? 0;
  const used = sums?.used ?? 0;
  return { ...agency, reserved, used, available: agency.limit - reserved - used };
}
