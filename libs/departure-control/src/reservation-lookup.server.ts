import type { Order } from '@skybook/api-contract';
import type { Db } from '@skybook/db';
import { findReservation, isBooked } from '@skybook/orders';
import { reservationWindow, type ReservationWindow } from './checkin-window.ts';
import { lastNameMatches } from './name-match.ts';

export interface FoundReservation {
  orderId: string;
  referenceCode: string;
  status: Order['status'];
  /** Spec §2: true → /manage, false → /checkin/select (decision 011). */
  open: boolean;
  window: ReservationWindow;
}

// Compared against when there is no such reference, so both misses cost the same work.
const DECOY_NAMES = ['DECOY', 'DECOYNAME'];

/** `ABC123`, whatever the case and spacing typed. */
export const normalizeReference = (reference: string) => reference.replace(/\s+/g, '').toUpperCase();

/**
 * A booking by reference and any passenger's surname, or null for both "no such reference" and
 * "wrong name" (the same statement and the same comparisons run either way). A cancelled
 * booking is found too, and is "open": /manage shows what became of it.
 */
export async function lookupReservation(
  db: Db,
  input: { referenceCode: string; lastName: string },
  now: Date,
): Promise<FoundReservation | null> {
  const referenceCode = normalizeReference(input.referenceCode);
  const record = await findReservation(db, referenceCode);
  const matched = lastNameMatches(input.lastName, record?.lastNames ?? DECOY_NAMES);
  if (!record || !matched) return null;
  const window = reservationWindow(record.flights, now);
  return {
    orderId: record.orderId,
    referenceCode,
    status: record.status,
    open: !isBooked(record.status) || window.state !== 'open',
    window,
  };
}
