import type { Db } from '@skybook/db';
import type { Order } from '@skybook/api-contract';
import type { PaymentGateway } from './payment-gateway.ts';

/** What the order functions run over: the database, the card gateway and the clock. */
export interface OrderDeps {
  db: Db;
  gateway: PaymentGateway;
  now?: () => Date;
  /** How long a duplicate payment waits for the first one to finish. */
  pendingWaitMs?: number;
  /**
   * How long a payment attempt is its request's to settle (30 s); after that the reconciler or
   * a retry with its key settles it (decision 019). The gateway gets half of it to answer.
   */
  paymentLeaseMs?: number;
}

export interface ExtraItem {
  serviceId: string;
  passengerRef: string;
  flightRef: string;
  quantity: number;
}

/** A bundle chosen for a passenger on a flight (decision 122). */
export interface BundleItem {
  bundleId: string;
  passengerRef: string;
  flightRef: string;
}

/** A payment's result: `confirmedNow` is false when a retry answers an earlier success. */
export interface PaymentOutcome {
  order: Order;
  confirmedNow: boolean;
  /** The booking itself, or a change of a booked order (decision 044). */
  kind: 'booking' | 'change';
  /** For the confirmation mail (never shown to the API). */
  contactEmail: string | null;
}

/** A booking or change as its confirming transaction commits it. */
export interface ConfirmedOrder {
  kind: 'booking' | 'change';
  order: Order;
  contactEmail: string | null;
}

/**
 * Runs inside the transaction that confirms a booking or a change, so what it writes (the
 * mail that reports it, decision 111) commits or rolls back with it.
 */
export type OnConfirmed = (tx: Db, confirmed: ConfirmedOrder) => Promise<void>;

/** The clock when deps bring none. */
export const systemNow = (): Date => new Date();
