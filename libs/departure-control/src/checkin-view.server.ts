import { eq } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { DomainError, type CheckinView } from '@skybook/api-contract';
import { isBooked, loadOrder, type LoadedOrder } from '@skybook/orders';
import { reservationWindow, type ReservationWindow } from './checkin-window.ts';
import { maskDocumentNumber } from './masks.ts';
import { documentCipher } from './document-cipher.server.ts';

import { ownerOf, systemNow, type CheckinDeps } from './checkin-deps.ts';

const { checkins, travelDocuments } = schema;

/** A booked order inside its check-in window, or the 409 that says why not. */
export async function openOrder(
  { db, now = systemNow }: CheckinDeps,
  orderId: string,
): Promise<{ order: LoadedOrder; window: ReservationWindow }> {
  const order = await loadOrder(db, orderId);
  if (!isBooked(order.status)) throw new DomainError(409, 'checkin.not_available');
  const window = reservationWindow(order.flights, now());
  if (window.state === 'not_open')
    throw new DomainError(409, 'checkin.not_open_yet', undefined, { opensAt: window.opensAt });
  if (window.state === 'closed')
    throw new DomainError(409, 'checkin.closed', undefined, { closesAt: window.closesAt });
  return { order, window };
}

export const documentsOf = async ({ db, documentKey }: CheckinDeps, orderId: string) =>
  (
    await db
      .select({
        passenger_ref: travelDocuments.passengerRef,
        doc_type: travelDocuments.docType,
        number: travelDocuments.number,
        expiry_date: travelDocuments.expiryDate,
        nationality: travelDocuments.nationality,
        date_of_birth: travelDocuments.dateOfBirth,
      })
      .from(travelDocuments)
      .where(eq(travelDocuments.orderId, orderId))
  ).map((row) => ({
    ...row,
    // The check constraint keeps the text column to the two document types.
    doc_type: row.doc_type as 'passport' | 'id_card',
    number: documentCipher(documentKey).open(row.number, ownerOf(orderId, row.passenger_ref)),
  }));
export const checkinsOf = async (tx: Db, orderId: string) =>
  (
    await tx
      .select({ ref: checkins.passengerRef, flightId: checkins.datedFlightId, sequence: checkins.sequence })
      .from(checkins)
      .where(eq(checkins.orderId, orderId))
      .orderBy(checkins.datedFlightId, checkins.sequence)
  ).map((c) => ({ passenger_ref: c.ref, flight_ref: String(c.flightId), sequence: c.sequence }));

export async function checkinView(
  deps: CheckinDeps,
  orderId: string,
  window?: ReservationWindow,
): Promise<CheckinView> {
  const { db, now = systemNow } = deps;
  const order = await loadOrder(db, orderId);
  const scope = window ?? reservationWindow(order.flights, now());
  const [documents, done] = await Promise.all([documentsOf(deps, orderId), checkinsOf(db, orderId)]);
  const passengers = order.passengers.map((p) => {
    const doc = documents.find((d) => d.passenger_ref === p.ref);
    return {
      ...p,
      document: doc
        ? {
            type: doc.doc_type,
            number: maskDocumentNumber(doc.number),
            expiryDate: doc.expiry_date,
            nationality: doc.nationality,
            dateOfBirth: doc.date_of_birth,
          }
        : null,
      seats: order.seats
        .filter((s) => s.passengerRef === p.ref)
        .map((s) => ({ flightRef: s.flightRef, seat: s.seat, pending: s.pending === true })),
      checkins: done
        .filter((c) => c.passenger_ref === p.ref)
        .map((c) => ({ flightRef: c.flight_ref, sequence: c.sequence })),
    };
  });
  const seated = passengers.filter((p) => p.type !== 'infant');
  return {
    orderId,
    bookingReference: order.bookingReference ?? '',
    checkin: { state: scope.state, opensAt: scope.opensAt, closesAt: scope.closesAt },
    flights: order.flights.map((f) => ({ ...f, inCheckin: scope.flightRefs.includes(f.flightRef) })),
    passengers,
    completed:
      scope.flightRefs.length > 0 &&
      seated.every((p) => scope.flightRefs.every((f) => p.checkins.some((c) => c.flightRef === f))),
  };
}

export async function start(deps: CheckinDeps, orderId: string): Promise<CheckinView> {
  const { window } = await openOrder(deps, orderId);
  return checkinView(deps, orderId, window);
}
