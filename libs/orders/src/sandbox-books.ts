/** One row of the sandbox gateway's charges, by the merchant's idempotency key. */
export interface SandboxChargeRow {
  idempotencyKey: string;
  status: 'approved' | 'declined' | 'voided';
  chargeId: string | null;
  reason: string | null;
  amount: number;
  currency: string;
}

/** A single-use card token: what the sandbox may keep of a card (never its number nor its CVC). */
export interface SandboxTokenRow {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
  /** The test card's refusal, or null for a card that is approved. */
  refusal: string | null;
  /** The gateway key of the charge that spent it. */
  usedBy: string | null;
}

export interface SandboxRefundRow {
  idempotencyKey: string;
  refundId: string;
  chargeId: string;
  amount: number;
  currency: string;
}

/**
 * The sandbox gateway's books. `recordCharge` keeps the first row written for a key and answers
 * it (`inserted` says whether it was this call's). `recordRefund` answers an earlier refund with
 * the same key, else records this one if `allowed` says so (given the charge, if known, and what
 * was refunded of it so far), atomically with respect to other refunds of that charge.
 */
export interface SandboxBooks {
  recordCharge(row: SandboxChargeRow): Promise<{ row: SandboxChargeRow; inserted: boolean }>;
  recordRefund(
    row: SandboxRefundRow,
    allowed: (charge: SandboxChargeRow | undefined, refundedSoFar: number) => boolean,
  ): Promise<{ refundId: string; inserted: boolean } | null>;
  saveToken(row: SandboxTokenRow): Promise<void>;
  tokenOf(token: string): Promise<SandboxTokenRow | undefined>;
  /**
   * Spends the token on the charge made with `key`, once: the token if it is now spent by that key
   * (also when it already was, so a retried call is the same charge), undefined if unknown or
   * spent by another.
   */
  spendToken(token: string, key: string): Promise<SandboxTokenRow | undefined>;
}

/** Books in memory: lost on restart, for tests that make their own sandbox. */
export function memoryBooks(): SandboxBooks {
  const charges = new Map<string, SandboxChargeRow>();
  const byChargeId = new Map<string, SandboxChargeRow>();
  const refunds = new Map<string, SandboxRefundRow>();
  const tokens = new Map<string, SandboxTokenRow>();
  return {
    async saveToken(row) {
      tokens.set(row.token, { ...row });
    },
    async tokenOf(token) {
      const row = tokens.get(token);
      return row ? { ...row } : undefined;
    },
    async spendToken(token, key) {
      const row = tokens.get(token);
      if (!row || (row.usedBy !== null && row.usedBy !== key)) return undefined;
      row.usedBy = key;
      return { ...row };
    },
    async recordCharge(row) {
      const earlier = charges.get(row.idempotencyKey);
      if (earlier) return { row: earlier, inserted: false };
      charges.set(row.idempotencyKey, row);
      if (row.chargeId) byChargeId.set(row.chargeId, row);
      return { row, inserted: true };
    },
    async recordRefund(row, allowed) {
      const earlier = refunds.get(row.idempotencyKey);
      if (earlier) return { refundId: earlier.refundId, inserted: false };
      const refundedSoFar = [...refunds.values()]
        .filter((r) => r.chargeId === row.chargeId)
        .reduce((sum, r) => sum + r.amount, 0);
      if (!allowed(byChargeId.get(row.chargeId), refundedSoFar)) return null;
      refunds.set(row.idempotencyKey, row);
      return { refundId: row.refundId, inserted: true };
    },
  };
}
