import type { Db } from '@skybook/db';
import type { Order } from '@skybook/api-contract';
import type { PaymentGateway } from './payment-gateway.ts';

/** What the manage-booking functions run over (decision 078). */
export interface ManageDeps {
  db: Db;
  gateway: PaymentGateway;
  /** Keys the one-time codes' hashes (decision 043). */
  otpSecret: string;
  /** Sign (the first) and verify (any) mailed manage links (decision 117). */
  linkKeys: readonly Buffer[];
  now?: () => Date;
  /**
   * Gives a booking paid on account (issue 7) `amount` of its credit back; false when the order
   * was not booked on account. Without it such refunds stay due (`refund_failed`).
   */
  accountRefund?: (orderId: string, amount: number) => Promise<boolean>;
}

/** A one-time code as its issuing transaction commits it: what its mail says. */
export interface IssuedOtp {
  code: string;
  expiresAt: string;
  email: string;
  bookingReference: string;
}

/** A cancelled order and its refund as far as it went. */
export interface CancelledOrder {
  order: Order;
  refund: { amount: number; refunded: number; currency: string };
  contactEmail: string | null;
}

/**
 * What a cancellation writes with its own changes (its mail, decision 111): `cancelled` inside
 * the cancelling transaction, `refundSettled` inside the one that records how the refund ended.
 */
export interface CancelHooks {
  cancelled(tx: Db, cancelled: CancelledOrder): Promise<void>;
  refundSettled(tx: Db, cancelled: CancelledOrder): Promise<void>;
}

export interface CancelOutcome {
  order: Order;
  /** What the cancellation gives back and how much of it the gateway has refunded. */
  refund: { amount: number; refunded: number; currency: string };
  /** False for a refund retry of a booking cancelled before: its mail has gone already. */
  cancelledNow: boolean;
  /** For the cancellation mail (never shown to the API). */
  contactEmail: string | null;
}
