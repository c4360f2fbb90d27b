import { randomUUID } from 'node:crypto';

/** What the gateway sees of a card. The full number goes no further than this call. */
export interface ChargeRequest {
  amount: number;
  currency: string;
  card: { number: string; expiryMonth: number; expiryYear: number; cvc: string; holderName: string };
  /** The gateway's own idempotency key, so a retried call is one charge there too. */
  idempotencyKey: string;
}

export type ChargeResult =
  | { approved: true; chargeId: string }
  | { approved: false; reason: 'errors.card_declined' | 'errors.insufficient_funds' | 'errors.card_expired' };

/** Money back on an earlier charge; the key makes a retried call one refund there too. */
export interface RefundRequest {
  chargeId: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
}

export type RefundResult =
  { refunded: true; refundId: string } | { refunded: false; reason: 'errors.refund_failed' };

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** The spec's test cards; any other valid number is approved. */
const SANDBOX_REFUSALS: Record<string, Exclude<ChargeResult, { approved: true }>['reason']> = {
  '4000000000000002': 'errors.card_declined',
  '4000000000009995': 'errors.insufficient_funds',
  '4000000000000069': 'errors.card_expired',
};

/**
 * The built-in sandbox. `charges` lists what it approved (amount and key only) and `refunds`
 * what it gave back, for tests. A refund never exceeds what is left of a charge it made; a
 * `sandbox_` charge it does not know (made before a restart) is taken on trust.
 */
export function createSandboxGateway(): PaymentGateway & {
  charges: Array<{ amount: number; currency: string; idempotencyKey: string }>;
  refunds: Array<{ chargeId: string; amount: number; currency: string; refundId: string }>;
} {
  const charges: Array<{ amount: number; currency: string; idempotencyKey: string }> = [];
  const refunds: Array<{ chargeId: string; amount: number; currency: string; refundId: string }> = [];
  const left = new Map<string, { amount: number; currency: string }>();
  const refundByKey = new Map<string, string>();
  return {
    charges,
    refunds,
    async charge(request) {
      const reason = SANDBOX_REFUSALS[request.card.number];
      if (reason) return { approved: false, reason };
      charges.push({
        amount: request.amount,
        currency: request.currency,
        idempotencyKey: request.idempotencyKey,
      });
      const chargeId = `sandbox_${randomUUID()}`;
      left.set(chargeId, { amount: request.amount, currency: request.currency });
      return { approved: true, chargeId };
    },
    async refund(request) {
      const earlier = refundByKey.get(request.idempotencyKey);
      if (earlier) return { refunded: true, refundId: earlier };
      const charge = left.get(request.chargeId);
      const refusable =
        !request.chargeId.startsWith('sandbox_') ||
        request.amount <= 0 ||
        (charge && (charge.currency !== request.currency || charge.amount < request.amount));
      if (refusable) return { refunded: false, reason: 'errors.refund_failed' };
      if (charge) charge.amount -= request.amount;
      const refundId = `sandbox_refund_${randomUUID()}`;
      refundByKey.set(request.idempotencyKey, refundId);
      refunds.push({
        chargeId: request.chargeId,
        amount: request.amount,
        currency: request.currency,
        refundId,
      });
      return { refunded: true, refundId };
    },
  };
}
