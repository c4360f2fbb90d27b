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

export interface PaymentGateway {
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The spec's test cards; any other valid number is approved. */
const SANDBOX_REFUSALS: Record<string, Exclude<ChargeResult, { approved: true }>['reason']> = {
  '4000000000000002': 'errors.card_declined',
  '4000000000009995': 'errors.insufficient_funds',
  '4000000000000069': 'errors.card_expired',
};

/** The built-in sandbox. `charges` lists what it approved (amount and key only), for tests. */
export function createSandboxGateway(): PaymentGateway & {
  charges: Array<{ amount: number; currency: string; idempotencyKey: string }>;
} {
  const charges: Array<{ amount: number; currency: string; idempotencyKey: string }> = [];
  return {
    charges,
    async charge(request) {
      const reason = SANDBOX_REFUSALS[request.card.number];
      if (reason) return { approved: false, reason };
      charges.push({
        amount: request.amount,
        currency: request.currency,
        idempotencyKey: request.idempotencyKey,
      });
      return { approved: true, chargeId: `sandbox_${randomUUID()}` };
    },
  };
}
