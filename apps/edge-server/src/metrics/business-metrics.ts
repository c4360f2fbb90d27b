import { DomainError } from '@skybook/api-contract';

export type PaymentMethod = 'card' | 'account';
/**
 * What became of a payment call: `approved` (confirmed, or the retry of a confirmed one),
 * `declined` by the gateway, `pending` (left to the reconciler), `refused` before any charge
 * (a stale total, an expired order, a bad token) or an unexpected `error`.
 */
export type PaymentOutcomeLabel = 'approved' | 'declined' | 'pending' | 'refused' | 'error';

/** What the handlers report to the metrics (decision 113); absent, nothing is counted. */
export interface BusinessMetrics {
  holdCreated(): void;
  payment(method: PaymentMethod, outcome: PaymentOutcomeLabel): void;
  /** Counted once per booking: only by the payment that confirmed it, never by its retries. */
  bookingCompleted(method: PaymentMethod): void;
}

/** The outcome label of a payment call that threw. */
export function failedPaymentOutcome(error: unknown): PaymentOutcomeLabel {
  if (!(error instanceof DomainError)) return 'error';
  if (error.status === 402) return 'declined';
  if (error.key === 'errors.payment_in_progress') return 'pending';
  return 'refused';
}
