import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@skybook/db';
import type { PaymentGateway } from './payment-gateway.ts';
import {
  gatewayKey,
  settleAttempt,
  type AttemptToSettle,
  type Settlement,
} from './payment-settlement.server.ts';

export interface ReconcilerOptions {
  db: Db;
  gateway: PaymentGateway;
  /** How long a claimed attempt is this process's to settle before another may take it over. */
  leaseMs: number;
  /** Attempts claimed per statement. */
  batch?: number;
}

const CLAIMED = sql`id::text, order_id::text as "orderId", round, amount, currency, card_brand as brand, card_last4 as last4`;

/**
 * Settles payment attempts left pending by a crash or a lost gateway answer (decision 019).
 * An attempt is claimed only once its lease is over, and claiming renews the lease, so of
 * several servers exactly one settles it; `FOR UPDATE SKIP LOCKED` keeps concurrent claimers
 * from waiting on each other's rows. Settling asks the gateway for the charge made with the
 * attempt's key (voiding the key if the call never arrived) and then confirms or releases.
 */
export function createPaymentReconciler({ db, gateway, leaseMs, batch = 20 }: ReconcilerOptions) {
  const lease = sql`now() + ${leaseMs} * interval '1 millisecond'`;

  async function settle(attempt: AttemptToSettle): Promise<Settlement> {
    const result = await gateway.resolveCharge({
      idempotencyKey: gatewayKey(attempt.id),
      amount: attempt.amount,
      currency: attempt.currency,
    });
    return settleAttempt(db, gateway, attempt, result);
  }

  /** Settles one attempt whose lease is over (a retry with its key); false if another process has it. */
  async function settleById(id: string): Promise<Settlement | false> {
    // why: conditional UPDATE on an expired lease: only one process claims the attempt to settle it.
    const [attempt] = await rowsOf<AttemptToSettle>(
      db,
      sql`update payment_attempts set lease_until = ${lease}
      where id = ${id}::uuid and status = 'pending' and lease_until < now() returning ${CLAIMED}`,
    );
    return attempt ? settle(attempt) : false;
  }

  /** Settles every pending attempt whose lease is over; answers how many ended. */
  async function reconcile(): Promise<{ settled: number; open: number }> {
    let settled = 0;
    let open = 0;
    for (;;) {
      // why: FOR UPDATE SKIP LOCKED lease claim: concurrent reconcilers never settle the same attempt.
      const claimed = await rowsOf<AttemptToSettle>(
        db,
        sql`update payment_attempts set lease_until = ${lease}
        where id in (
          select id from payment_attempts where status = 'pending' and lease_until < now()
          order by lease_until limit ${batch} for update skip locked)
        returning ${CLAIMED}`,
      );
      if (claimed.length === 0) return { settled, open };
      for (const attempt of claimed) {
        // One attempt's failure (the gateway down) leaves it for the next run; the others go on.
        const outcome = await settle(attempt).catch(() => ({ status: 'pending' }) as const);
        if (outcome.status === 'pending') open++;
        else settled++;
      }
    }
  }

  return { reconcile, settleById };
}
