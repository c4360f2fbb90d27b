import { sql } from 'drizzle-orm';
import { rowsOf, schema, type Db } from '@skybook/db';
import { DomainError, type CheckinView } from '@skybook/api-contract';
import { appendEvent, assignFreeSeat, holdSeat, isBooked, lockOrder } from '@skybook/orders';

import { systemNow, type CheckinDeps } from './checkin-deps.ts';
import { checkinView, checkinsOf, documentsOf, openOrder } from './checkin-view.server.ts';

/** A seat at check-in, for a passenger not checked in yet on that flight of this check-in. */
export async function chooseSeat(
  deps: CheckinDeps,
  input: {
    orderId: string;
    passengerRef: string;
    flightRef: string;
    seat: string;
  },
): Promise<CheckinView> {
  const { db, now = systemNow } = deps;
  const { window } = await openOrder(deps, input.orderId);
  if (!window.flightRefs.includes(input.flightRef))
    throw new DomainError(400, 'errors.validation', { flightRef: 'errors.not_available' });
  const done = await checkinsOf(db, input.orderId);
  if (done.some((c) => c.passenger_ref === input.passengerRef && c.flight_ref === input.flightRef))
    throw new DomainError(409, 'checkin.already_checked_in');
  await holdSeat({ db, now }, input);
  return checkinView(deps, input.orderId, window);
}

/** One passenger checked in on one flight, with the boarding sequence number it was given. */
export interface CheckedIn {
  flightRef: string;
  passengerRef: string;
  sequence: number;
}

/**
 * Called in the transaction that checks passengers in, with who was checked in now: what it
 * writes (a mail in the outbox, decision 111) commits or rolls back with the check-in.
 */
export type OnCheckedIn = (tx: Db, checkedIn: readonly CheckedIn[]) => Promise<void>;

/**
 * Checks in the chosen passengers (everyone by default) on every flight of this check-in. Each
 * needs a saved document (an infant's too, as it travels on its adult's pass); whoever has no
 * seat gets a free one; then each flight's counter hands out the sequence numbers.
 */
export async function complete(
  deps: CheckinDeps,
  orderId: string,
  passengerRefs?: string[],
  onCheckedIn?: OnCheckedIn,
): Promise<CheckinView> {
  const { db } = deps;
  const { order, window } = await openOrder(deps, orderId);
  const refs = passengerRefs ?? order.passengers.map((p) => p.ref);
  const unknown = refs.filter((r) => !order.passengers.some((p) => p.ref === r));
  if (unknown.length > 0)
    throw new DomainError(400, 'errors.validation', { passengerRefs: 'errors.not_found' });
  const seated = order.passengers.filter((p) => p.type !== 'infant' && refs.includes(p.ref));
  if (seated.length === 0)
    throw new DomainError(400, 'errors.validation', { passengerRefs: 'checkin.infant_alone' });
  const travelling = order.passengers.filter(
    (p) =>
      seated.some((s) => s.ref === p.ref) ||
      (p.type === 'infant' && seated.some((s) => s.ref === p.adultRef)),
  );
  const documents = await documentsOf(deps, orderId);
  const missing = travelling
    .filter((p) => !documents.some((d) => d.passenger_ref === p.ref))
    .map((p) => p.ref);
  if (missing.length > 0)
    throw new DomainError(409, 'checkin.documents_required', undefined, { passengers: missing });
  const unpaid = order.seats.filter(
    (s) =>
      s.pending && window.flightRefs.includes(s.flightRef) && seated.some((p) => p.ref === s.passengerRef),
  );
  if (unpaid.length > 0)
    throw new DomainError(409, 'checkin.seat_unpaid', undefined, { amountDue: order.amountDue });

  // Seats first, each in its own short transaction, so no check-in waits on another's seats.
  for (const flightRef of window.flightRefs) {
    for (const p of seated) await assignFreeSeat({ db }, orderId, p.ref, flightRef);
  }

  await db.transaction(async (txn) => {
    const tx = txn;
    // The order's lock keeps a cancellation (and a second click) out while numbers are handed out.
    if (!isBooked(await lockOrder(tx, orderId))) throw new DomainError(409, 'checkin.not_available');
    const done = await checkinsOf(tx, orderId);
    const checkedIn: CheckedIn[] = [];
    // Flights in id order: two check-ins of the same flights never wait on each other's counters in a cycle.
    const flights = [...window.flightRefs].sort((a, b) => Number(a) - Number(b));
    for (const flightRef of flights) {
      const due = seated.filter(
        (p) => !done.some((c) => c.passenger_ref === p.ref && c.flight_ref === flightRef),
      );
      if (due.length === 0) continue;
      // why: ON CONFLICT counter: boarding sequence numbers stay unique however many check in at once.
      const [counter] = await rowsOf<{ last: number }>(
        tx,
        sql`insert into flight_checkin_counters (dated_flight_id, last_sequence) values (${Number(flightRef)}, ${due.length})
        on conflict (dated_flight_id) do update set last_sequence = flight_checkin_counters.last_sequence + ${due.length}
        returning last_sequence as last`,
      );
      const first = counter!.last - due.length + 1;
      for (const [i, p] of due.entries()) {
        await tx
          .insert(schema.checkins)
          .values({ orderId, passengerRef: p.ref, datedFlightId: Number(flightRef), sequence: first + i });
        checkedIn.push({ flightRef, passengerRef: p.ref, sequence: first + i });
      }
      await appendEvent(tx, orderId, 'checked_in', {
        flightRef,
        passengers: due.map((p) => p.ref).join(','),
        sequences: `${first}-${counter!.last}`,
      });
    }
    // A repeat (a reload, a second tab) checks nobody in, so it reports nothing.
    if (checkedIn.length > 0) await onCheckedIn?.(tx, checkedIn);
  });
  return checkinView(deps, orderId, window);
}
