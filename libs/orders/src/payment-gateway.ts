import { randomUUID } from 'node:crypto';
import { memoryBooks, type SandboxBooks } from './sandbox-books.ts';

/** What the gateway sees of a card. The full number goes no further than this call. */
export interface ChargeRequest {
  amount: number;
  currency: string;
  card: { number: string; expiryMonth: number; expiryYear: number; cvc: string; holderName: string };
  /** The gateway's own idempotency key, so a retried call is one charge there too. */
  idempotencyKey: string;
}

export type ChargeRefusal =
  'errors.card_declined' | 'errors.insufficient_funds' | 'errors.card_expired' | 'errors.payment_failed';

export type ChargeResult = { approved: true; chargeId: string } | { approved: false; reason: ChargeRefusal };

/** Money back on an earlier charge; the key makes a retried call one refund there too. */
export interface RefundRequest {
  chargeId: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
}

export type RefundResult =
  { refunded: true; refundId: string } | { refunded: false; reason: 'errors.refund_failed' };

/** What the merchant knew of a charge call whose answer it lost (a crash, a timeout). */
export interface ChargeQuery {
  idempotencyKey: string;
  amount: number;
  currency: string;
}

export interface PaymentGateway {
  /** Idempotent: a second call with the same key answers the first call's result. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * What became of the charge call made with this key (decision 019): its result if the gateway
   * got it; otherwise the key is voided (a later call with it is refused, `errors.payment_failed`)
   * so the answer is final either way — the way payment companies cancel an unconfirmed intent.
   */
  resolveCharge(query: ChargeQuery): Promise<ChargeResult>;
}

/** The spec's test cards; any other valid number is approved. */
const SANDBOX_REFUSALS: Record<string, Exclude<ChargeRefusal, 'errors.payment_failed'>> = {
  '4000000000000002': 'errors.card_declined',
  '4000000000009995': 'errors.insufficient_funds',
  '4000000000000069': 'errors.card_expired',
};

export interface SandboxOptions {
  /**
   * Where the sandbox keeps its charges and refunds: its own tables (`dbBooks`) so it remembers
   * them across a restart, or memory (tests that make their own sandbox).
   */
  books?: SandboxBooks;
  /** Simulated network time of a charge, half before the sandbox records it and half after. */
  latencyMs?: number;
}

const pause = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

/**
 * The built-in sandbox. `charges` lists what it approved in this process (amount and key only)
 * and `refunds` what it gave back, for tests. A refund never exceeds what is left of a charge it
 * made; a `sandbox_` charge it does not know (memory books, made before a restart) is taken on trust.
 */
export function createSandboxGateway(options: SandboxOptions = {}): PaymentGateway & {
  charges: Array<{ amount: number; currency: string; idempotencyKey: string }>;
  refunds: Array<{ chargeId: string; amount: number; currency: string; refundId: string }>;
} {
  const books = options.books ?? memoryBooks();
  const latency = options.latencyMs ?? 0;
  const charges: Array<{ amount: number; currency: string; idempotencyKey: string }> = [];
  const refunds: Array<{ chargeId: string; amount: number; currency: string; refundId: string }> = [];
  const resultOf = (row: { status: string; chargeId: string | null; reason: string | null }): ChargeResult =>
    row.status === 'approved' && row.chargeId
      ? { approved: true, chargeId: row.chargeId }
      : { approved: false, reason: (row.reason ?? 'errors.payment_failed') as ChargeRefusal };
  return {
    charges,
    refunds,
    async charge(request) {
      await pause(latency / 2);
      const reason = SANDBOX_REFUSALS[request.card.number];
      const chargeId = `sandbox_${randomUUID()}`;
      const { row, inserted } = await books.recordCharge({
        idempotencyKey: request.idempotencyKey,
        status: reason ? 'declined' : 'approved',
        chargeId: reason ? null : chargeId,
        reason: reason ?? null,
        amount: request.amount,
        currency: request.currency,
      });
      if (inserted && row.status === 'approved')
        charges.push({
          amount: request.amount,
          currency: request.currency,
          idempotencyKey: request.idempotencyKey,
        });
      await pause(latency / 2);
      return resultOf(row);
    },
    async resolveCharge(query) {
      const { row } = await books.recordCharge({
        idempotencyKey: query.idempotencyKey,
        status: 'voided',
        chargeId: null,
        reason: 'errors.payment_failed',
        amount: query.amount,
        currency: query.currency,
      });
      return resultOf(row);
    },
    async refund(request) {
      const refundId = `sandbox_refund_${randomUUID()}`;
      const outcome = await books.recordRefund({ ...request, refundId }, (charge, refundedSoFar) => {
        if (!request.chargeId.startsWith('sandbox_') || request.amount <= 0) return false;
        if (!charge) return true; // made before a restart of memory books: taken on trust
        return (
          charge.status === 'approved' &&
          charge.currency === request.currency &&
          charge.amount - refundedSoFar >= request.amount
        );
      });
      if (!outcome) return { refunded: false, reason: 'errors.refund_failed' };
      if (outcome.inserted)
        refunds.push({
          chargeId: request.chargeId,
          amount: request.amount,
          currency: request.currency,
          refundId: outcome.refundId,
        });
      return { refunded: true, refundId: outcome.refundId };
    },
  };
}
