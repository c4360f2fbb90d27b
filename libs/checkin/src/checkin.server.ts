import { sql } from 'drizzle-orm';
import type { Db } from '@skybook/db';
import {
  ageOn,
  CHILD_MAX_AGE,
  INFANT_MAX_AGE,
  type CheckinView,
  type TravelDocumentInput,
} from '@skybook/api-contract';
import type * as v from 'valibot';
import { localDate } from '@skybook/inventory';
import {
  OrderError,
  appendEvent,
  consumeOtp,
  isBooked,
  loadOrder,
  lockOrder,
  type LoadedOrder,
  type Orders,
} from '@skybook/orders';
import { reservationWindow, type ReservationWindow } from './checkin-window.ts';
import { maskDocumentNumber } from './masks.ts';
import { rowsOf } from './sql-rows.server.ts';
import { documentCipher } from './document-cipher.server.ts';

type DocumentInput = v.InferOutput<typeof TravelDocumentInput>;

export interface CheckinOptions {
  db: Db;
  orders: Orders;
  /** Keys the one-time codes (the same secret as manage booking's). */
  otpSecret: string;
  /** 64 hex digits: encrypts travel document numbers at rest (decision 018). */
  documentKey: string;
  now?: () => Date;
}

interface DocumentRow {
  passenger_ref: string;
  doc_type: 'passport' | 'id_card';
  number: string;
  expiry_date: string;
  nationality: string;
  date_of_birth: string;
}

const asDb = (tx: unknown) => tx as Db;
const ADULT_MIN_AGE = CHILD_MAX_AGE;

/** Issue 6 online check-in: window, documents, seats, sequence numbers. */
export function createCheckin(options: CheckinOptions) {
  const { db, orders, otpSecret } = options;
  const now = options.now ?? (() => new Date());
  const cipher = documentCipher(options.documentKey);
  const ownerOf = (orderId: string, passengerRef: string) => `${orderId}/${passengerRef}`;

  /** A booked order inside its check-in window, or the 409 that says why not. */
  async function openOrder(orderId: string): Promise<{ order: LoadedOrder; window: ReservationWindow }> {
    const order = await loadOrder(db, orderId);
    if (!isBooked(order.status)) throw new OrderError(409, 'checkin.not_available');
    const window = reservationWindow(order.flights, now());
    if (window.state === 'not_open')
      throw new OrderError(409, 'checkin.not_open_yet', undefined, { opensAt: window.opensAt });
    if (window.state === 'closed')
      throw new OrderError(409, 'checkin.closed', undefined, { closesAt: window.closesAt });
    return { order, window };
  }

  const documentsOf = async (orderId: string) =>
    (
      await rowsOf<DocumentRow>(
        db,
        sql`select passenger_ref, doc_type, number, expiry_date::text as expiry_date, nationality, date_of_birth::text as date_of_birth
        from travel_documents where order_id = ${orderId}::uuid`,
      )
    ).map((row) => ({ ...row, number: cipher.open(row.number, ownerOf(orderId, row.passenger_ref)) }));
  const checkinsOf = (tx: Db, orderId: string) =>
    rowsOf<{ passenger_ref: string; flight_ref: string; sequence: number }>(
      tx,
      sql`select passenger_ref, dated_flight_id::text as flight_ref, sequence from checkins
      where order_id = ${orderId}::uuid order by dated_flight_id, sequence`,
    );

  async function view(orderId: string, window?: ReservationWindow): Promise<CheckinView> {
    const order = await loadOrder(db, orderId);
    const scope = window ?? reservationWindow(order.flights, now());
    const [documents, done] = await Promise.all([documentsOf(orderId), checkinsOf(db, orderId)]);
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

  async function start(orderId: string): Promise<CheckinView> {
    const { window } = await openOrder(orderId);
    return view(orderId, window);
  }

  /** Field keys for documents that cannot be right for this passenger and trip. */
  function documentProblems(order: LoadedOrder, window: ReservationWindow, documents: DocumentInput[]) {
    const fields: Record<string, string> = {};
    const flights = order.flights.filter((f) => window.flightRefs.includes(f.flightRef));
    const first = flights[0]!;
    const departureDay = localDate(new Date(first.departureUtc), first.departureTimeZone);
    const last = flights.at(-1)!;
    const lastDay = localDate(new Date(last.arrivalUtc), last.arrivalTimeZone);
    const today = now().toISOString().slice(0, 10);
    const seen = new Set<string>();
    documents.forEach((d, i) => {
      const at = (k: string) => `documents.${i}.${k}`;
      const passenger = order.passengers.find((p) => p.ref === d.passengerRef);
      if (!passenger || seen.has(d.passengerRef)) {
        fields[at('passengerRef')] = passenger ? 'errors.duplicate' : 'errors.not_found';
        return;
      }
      seen.add(d.passengerRef);
      // Valid for the whole trip being checked in.
      if (d.expiryDate < lastDay) fields[at('expiryDate')] = 'errors.document_expired';
      const age = ageOn(d.dateOfBirth, departureDay);
      if (d.dateOfBirth > today) fields[at('dateOfBirth')] = 'errors.invalid_date_of_birth';
      else if (passenger.type === 'adult' && age < ADULT_MIN_AGE)
        fields[at('dateOfBirth')] = 'errors.adult_age';
      else if (passenger.type === 'child' && (age < INFANT_MAX_AGE || age >= CHILD_MAX_AGE))
        fields[at('dateOfBirth')] = 'errors.child_age';
      else if (passenger.type === 'infant' && age >= INFANT_MAX_AGE)
        fields[at('dateOfBirth')] = 'errors.infant_age';
    });
    return fields;
  }

  /**
   * Stores the documents given. Replacing a saved document with different data is a sensitive
   * change: it needs a `documents` code mailed to the booking's contact (decision 011).
   */
  async function saveDocuments(
    orderId: string,
    documents: DocumentInput[],
    otp?: string,
  ): Promise<CheckinView> {
    const { order, window } = await openOrder(orderId);
    const fields = documentProblems(order, window, documents);
    if (Object.keys(fields).length > 0) throw new OrderError(400, 'errors.validation', fields);
    const saved = await documentsOf(orderId);
    const changes = documents.some((d) => {
      const old = saved.find((s) => s.passenger_ref === d.passengerRef);
      return (
        old !== undefined &&
        (old.doc_type !== d.type ||
          old.number !== d.number ||
          old.expiry_date !== d.expiryDate ||
          old.nationality !== d.nationality ||
          old.date_of_birth !== d.dateOfBirth)
      );
    });
    if (changes) {
      if (!otp) throw new OrderError(400, 'errors.validation', { otp: 'errors.otp_required' });
      await consumeOtp(db, orderId, 'documents', otp, otpSecret);
    }
    await db.transaction(async (txn) => {
      const tx = asDb(txn);
      if (!isBooked(await lockOrder(tx, orderId))) throw new OrderError(409, 'checkin.not_available');
      for (const d of documents) {
        await tx.execute(sql`
          insert into travel_documents (order_id, passenger_ref, doc_type, number, expiry_date, nationality, date_of_birth)
          values (${orderId}::uuid, ${d.passengerRef}, ${d.type}, ${cipher.seal(d.number, ownerOf(orderId, d.passengerRef))}, ${d.expiryDate}::date, ${d.nationality}, ${d.dateOfBirth}::date)
          on conflict (order_id, passenger_ref) do update set doc_type = excluded.doc_type, number = excluded.number,
            expiry_date = excluded.expiry_date, nationality = excluded.nationality,
            date_of_birth = excluded.date_of_birth, updated_at = now()`);
      }
      // The history says whose documents changed, never their numbers.
      await appendEvent(tx, orderId, 'documents_saved', {
        passengers: documents.map((d) => d.passengerRef).join(','),
        changed: changes,
      });
    });
    return view(orderId, window);
  }

  /** A seat at check-in, for a passenger not checked in yet on that flight of this check-in. */
  async function chooseSeat(input: {
    orderId: string;
    passengerRef: string;
    flightRef: string;
    seat: string;
  }): Promise<CheckinView> {
    const { window } = await openOrder(input.orderId);
    if (!window.flightRefs.includes(input.flightRef))
      throw new OrderError(400, 'errors.validation', { flightRef: 'errors.not_available' });
    const done = await checkinsOf(db, input.orderId);
    if (done.some((c) => c.passenger_ref === input.passengerRef && c.flight_ref === input.flightRef))
      throw new OrderError(409, 'checkin.already_checked_in');
    await orders.holdSeat(input);
    return view(input.orderId, window);
  }

  /**
   * Checks in the chosen passengers (everyone by default) on every flight of this check-in. Each
   * needs a saved document (an infant's too, as it travels on its adult's pass); whoever has no
   * seat gets a free one; then each flight's counter hands out the sequence numbers.
   */
  async function complete(orderId: string, passengerRefs?: string[]): Promise<CheckinView> {
    const { order, window } = await openOrder(orderId);
    const refs = passengerRefs ?? order.passengers.map((p) => p.ref);
    const unknown = refs.filter((r) => !order.passengers.some((p) => p.ref === r));
    if (unknown.length > 0)
      throw new OrderError(400, 'errors.validation', { passengerRefs: 'errors.not_found' });
    const seated = order.passengers.filter((p) => p.type !== 'infant' && refs.includes(p.ref));
    if (seated.length === 0)
      throw new OrderError(400, 'errors.validation', { passengerRefs: 'checkin.infant_alone' });
    const travelling = order.passengers.filter(
      (p) =>
        seated.some((s) => s.ref === p.ref) ||
        (p.type === 'infant' && seated.some((s) => s.ref === p.adultRef)),
    );
    const documents = await documentsOf(orderId);
    const missing = travelling
      .filter((p) => !documents.some((d) => d.passenger_ref === p.ref))
      .map((p) => p.ref);
    if (missing.length > 0)
      throw new OrderError(409, 'checkin.documents_required', undefined, { passengers: missing });
    const unpaid = order.seats.filter(
      (s) =>
        s.pending && window.flightRefs.includes(s.flightRef) && seated.some((p) => p.ref === s.passengerRef),
    );
    if (unpaid.length > 0)
      throw new OrderError(409, 'checkin.seat_unpaid', undefined, { amountDue: order.amountDue });

    // Seats first, each in its own short transaction, so no check-in waits on another's seats.
    for (const flightRef of window.flightRefs) {
      for (const p of seated) await orders.assignFreeSeat(orderId, p.ref, flightRef);
    }

    await db.transaction(async (txn) => {
      const tx = asDb(txn);
      // The order's lock keeps a cancellation (and a second click) out while numbers are handed out.
      if (!isBooked(await lockOrder(tx, orderId))) throw new OrderError(409, 'checkin.not_available');
      const done = await checkinsOf(tx, orderId);
      // Flights in id order: two check-ins of the same flights never wait on each other's counters in a cycle.
      const flights = [...window.flightRefs].sort((a, b) => Number(a) - Number(b));
      for (const flightRef of flights) {
        const due = seated.filter(
          (p) => !done.some((c) => c.passenger_ref === p.ref && c.flight_ref === flightRef),
        );
        if (due.length === 0) continue;
        // One statement: unique numbers however many check in on this flight at once.
        const [counter] = await rowsOf<{ last: number }>(
          tx,
          sql`insert into flight_checkin_counters (dated_flight_id, last_sequence) values (${Number(flightRef)}, ${due.length})
          on conflict (dated_flight_id) do update set last_sequence = flight_checkin_counters.last_sequence + ${due.length}
          returning last_sequence as last`,
        );
        const first = counter!.last - due.length + 1;
        for (const [i, p] of due.entries()) {
          await tx.execute(sql`insert into checkins (order_id, passenger_ref, dated_flight_id, sequence)
            values (${orderId}::uuid, ${p.ref}, ${Number(flightRef)}, ${first + i})`);
        }
        await appendEvent(tx, orderId, 'checked_in', {
          flightRef,
          passengers: due.map((p) => p.ref).join(','),
          sequences: `${first}-${counter!.last}`,
        });
      }
    });
    return view(orderId, window);
  }

  return { start, view, saveDocuments, chooseSeat, complete };
}

export type Checkin = ReturnType<typeof createCheckin>;
