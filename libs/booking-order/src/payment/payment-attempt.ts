import { ApiError } from '@skybook/api-contract';
import { randomKey } from './random-key.ts';

/**
 * Idempotency keys for payment attempts. A retry of an attempt whose answer never arrived (a
 * network error, a 5xx, "still in progress") must repeat its key so the card is charged once;
 * a new attempt after a definite answer (declined, price changed) or with other details gets a
 * fresh key. The fingerprint is the card's single-use token and the total (decision 055).
 */
export function createPaymentAttempts() {
  let current: { key: string; fingerprint: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (!current || current.fingerprint !== fingerprint) current = { key: randomKey(), fingerprint };
      return current.key;
    },
    /** True when the attempt got no answer: it must be sent again as it was (same card token). */
    settled(error: unknown): boolean {
      const unanswered =
        !(error instanceof ApiError) ||
        error.status >= 500 ||
        error.body.error === 'errors.payment_in_progress';
      if (!unanswered) current = null;
      return unanswered;
    },
  };
}
