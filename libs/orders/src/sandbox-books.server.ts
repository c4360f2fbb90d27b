import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@skybook/db';
import type { SandboxBooks, SandboxChargeRow, SandboxTokenRow } from './sandbox-books.ts';

const TOKEN_COLUMNS = sql`token, brand, last4, expiry_month as "expiryMonth", expiry_year as "expiryYear",
  holder_name as "holderName", refusal, used_by as "usedBy"`;
const CHARGE_COLUMNS = sql`idempotency_key as "idempotencyKey", status, charge_id as "chargeId", reason, amount, currency`;

/**
 * The sandbox's books in its own tables (`sandbox_gateway_*`, decision 019): a restarted server
 * still knows every charge, so the payment reconciler can ask about a call cut by a crash.
 */
export function dbBooks(db: Db): SandboxBooks {
  return {
    async saveToken(row) {
      // raw, plain (to convert to the builder): write, no concurrency role.
      await db.execute(sql`insert into sandbox_gateway_card_tokens (token, brand, last4, expiry_month, expiry_year, holder_name, refusal)
        values (${row.token}, ${row.brand}, ${row.last4}, ${row.expiryMonth}, ${row.expiryYear}, ${row.holderName}, ${row.refusal})`);
    },
    async tokenOf(token) {
      // raw, plain (to convert to the builder): read, no concurrency role.
      const [row] = await rowsOf<SandboxTokenRow>(
        db,
        sql`select ${TOKEN_COLUMNS} from sandbox_gateway_card_tokens where token = ${token}`,
      );
      return row;
    },
    async spendToken(token, key) {
      // One statement: of two charges racing for one token, exactly one spends it.
      // why: conditional UPDATE (used_by is null): of two charges racing for one token, exactly one spends it.
      const spent = await rowsOf<{ token: string }>(
        db,
        sql`update sandbox_gateway_card_tokens set used_by = ${key}
        where token = ${token} and (used_by is null or used_by = ${key}) returning token`,
      );
      return spent.length > 0;
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
      // raw, plain (to convert to the builder): read of the row the conflict above kept; no role of its own.
      const [earlier] = await rowsOf<SandboxChargeRow>(
        db,
        sql`select ${CHARGE_COLUMNS} from sandbox_gateway_charges where idempotency_key = ${row.idempotencyKey}`,
      );
      return { row: earlier!, inserted: false };
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
        // raw, plain (to convert to the builder): read under the charge lock; no role of its own.
        const [earlier] = await rowsOf<{ refundId: string }>(
          tx,
          sql`select refund_id as "refundId" from sandbox_gateway_refunds where idempotency_key = ${row.idempotencyKey}`,
        );
        if (earlier) return { refundId: earlier.refundId, inserted: false };
        // raw, plain (to convert to the builder): read under the charge lock; no role of its own.
        const [sum] = await rowsOf<{ n: number }>(
          tx,
          sql`select coalesce(sum(amount), 0)::int as n from sandbox_gateway_refunds where charge_id = ${row.chargeId}`,
        );
        if (!allowed(charge, sum!.n)) return null;
        // raw, plain (to convert to the builder): write under the charge lock; no role of its own.
        await tx.execute(sql`insert into sandbox_gateway_refunds (idempotency_key, refund_id, charge_id, amount, currency)
          values (${row.idempotencyKey}, ${row.refundId}, ${row.chargeId}, ${row.amount}, ${row.currency})`);
        return { refundId: row.refundId, inserted: true };
      });
    },
  };
}
