import { eq, sql, sum } from 'drizzle-orm';
import { rowsOf, schema, type Db } from '@skybook/db';
import type { SandboxBooks, SandboxChargeRow, SandboxTokenRow } from './sandbox-books.ts';

const { sandboxCardTokens, sandboxCharges, sandboxRefunds } = schema;

const tokenColumns = {
  token: sandboxCardTokens.token,
  brand: sandboxCardTokens.brand,
  last4: sandboxCardTokens.last4,
  expiryMonth: sandboxCardTokens.expiryMonth,
  expiryYear: sandboxCardTokens.expiryYear,
  holderName: sandboxCardTokens.holderName,
  refusal: sandboxCardTokens.refusal,
  usedBy: sandboxCardTokens.usedBy,
};
const chargeColumns = {
  idempotencyKey: sandboxCharges.idempotencyKey,
  status: sandboxCharges.status,
  chargeId: sandboxCharges.chargeId,
  reason: sandboxCharges.reason,
  amount: sandboxCharges.amount,
  currency: sandboxCharges.currency,
};
// The status column is text; its check constraint keeps it to the three the row type names.
const toChargeRow = (row: Omit<SandboxChargeRow, 'status'> & { status: string }): SandboxChargeRow => ({
  ...row,
  status: row.status as SandboxChargeRow['status'],
});
const CHARGE_COLUMNS = sql`idempotency_key as "idempotencyKey", status, charge_id as "chargeId", reason, amount, currency`;

/**
 * The sandbox's books in its own tables (`sandbox_gateway_*`, decision 019): a restarted server
 * still knows every charge, so the payment reconciler can ask about a call cut by a crash.
 */
export function dbBooks(db: Db): SandboxBooks {
  return {
    async saveToken(row) {
      const { token, brand, last4, expiryMonth, expiryYear, holderName, refusal } = row;
      await db
        .insert(sandboxCardTokens)
        .values({ token, brand, last4, expiryMonth, expiryYear, holderName, refusal });
    },
    async tokenOf(token) {
      const [row] = await db
        .select(tokenColumns)
        .from(sandboxCardTokens)
        .where(eq(sandboxCardTokens.token, token));
      return row;
    },
    async spendToken(token, key) {
      // why: conditional UPDATE (used_by is null): of two charges racing for one token, exactly one
      // spends it; it answers the token too (decision 093).
      const [spent] = await rowsOf<SandboxTokenRow>(
        db,
        sql`update sandbox_gateway_card_tokens set used_by = ${key}
        where token = ${token} and (used_by is null or used_by = ${key})
        returning token, brand, last4, expiry_month as "expiryMonth", expiry_year as "expiryYear",
          holder_name as "holderName", refusal, used_by as "usedBy"`,
      );
      return spent;
    },
    async recordCharge(row) {
      // why: ON CONFLICT DO NOTHING on the idempotency key: a racing retry records the charge once.
      const inserted = await rowsOf<SandboxChargeRow>(
        db,
        sql`insert into sandbox_gateway_charges (idempotency_key, status, charge_id, reason, amount, currency)
        values (${row.idempotencyKey}, ${row.status}, ${row.chargeId}, ${row.reason}, ${row.amount}, ${row.currency})
        on conflict (idempotency_key) do nothing returning ${CHARGE_COLUMNS}`,
      );
      if (inserted[0]) return { row: inserted[0], inserted: true };
      // The row the conflict above kept.
      const [earlier] = await db
        .select(chargeColumns)
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, row.idempotencyKey));
      return { row: toChargeRow(earlier!), inserted: false };
    },
    recordRefund(row, allowed) {
      return db.transaction(async (txn) => {
        const tx: Db = txn;
        // The charge row is the lock: two refunds of one charge never both pass the check.
        // why: SELECT … FOR UPDATE on the charge: two refunds of one charge never both pass the amount check.
        const [charge] = await rowsOf<SandboxChargeRow>(
          tx,
          sql`select ${CHARGE_COLUMNS} from sandbox_gateway_charges where charge_id = ${row.chargeId} for update`,
        );
        const [earlier] = await tx
          .select({ refundId: sandboxRefunds.refundId })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, row.idempotencyKey));
        if (earlier) return { refundId: earlier.refundId, inserted: false };
        const [refunded] = await tx
          .select({ n: sum(sandboxRefunds.amount) })
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.chargeId, row.chargeId));
        // sum is a bigint (a string), null over no rows.
        if (!allowed(charge, Number(refunded?.n ?? 0))) return null;
        const { idempotencyKey, refundId, chargeId, amount, currency } = row;
        await tx.insert(sandboxRefunds).values({ idempotencyKey, refundId, chargeId, amount, currency });
        return { refundId: row.refundId, inserted: true };
      });
    },
  };
}
