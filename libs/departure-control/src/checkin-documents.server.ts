import { sql } from 'drizzle-orm';
import { schema } from '@skybook/db';
import {
  DomainError,
  ageOn,
  CHILD_MAX_AGE,
  INFANT_MAX_AGE,
  type CheckinView,
  type TravelDocumentInput,
} from '@skybook/api-contract';
import type * as v from 'valibot';
import { localDate } from '@skybook/inventory';
import { appendEvent, consumeOtp, isBooked, lockOrder, type LoadedOrder } from '@skybook/orders';
import { type ReservationWindow } from './checkin-window.ts';
import { documentCipher } from './document-cipher.server.ts';

import { ownerOf, systemNow, type CheckinDeps } from './checkin-deps.ts';
import { checkinView, documentsOf, openOrder } from './checkin-view.server.ts';

type DocumentInput = v.InferOutput<typeof TravelDocumentInput>;

const ADULT_MIN_AGE = CHILD_MAX_AGE;

const { travelDocuments } = schema;

/** Field keys for documents that cannot be right for this passenger and trip. */
function documentProblems(
  now: () => Date,
  order: LoadedOrder,
  window: ReservationWindow,
  documents: DocumentInput[],
) {
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
 * change: it needs a `documents` code mailed to the booking's contact (decision 043).
 */
export async function saveDocuments(
  deps: CheckinDeps,
  orderId: string,
  documents: DocumentInput[],
  otp?: string,
): Promise<CheckinView> {
  const { db, otpSecret, documentKey, now = systemNow } = deps;
  const { order, window } = await openOrder(deps, orderId);
  const fields = documentProblems(now, order, window, documents);
  if (Object.keys(fields).length > 0) throw new DomainError(400, 'errors.validation', fields);
  const saved = await documentsOf(deps, orderId);
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
    if (!otp) throw new DomainError(400, 'errors.validation', { otp: 'errors.otp_required' });
    await consumeOtp(db, orderId, 'documents', otp, otpSecret);
  }
  await db.transaction(async (txn) => {
    const tx = txn;
    if (!isBooked(await lockOrder(tx, orderId))) throw new DomainError(409, 'checkin.not_available');
    for (const d of documents) {
      const document = {
        docType: d.type,
        number: documentCipher(documentKey).seal(d.number, ownerOf(orderId, d.passengerRef)),
        expiryDate: d.expiryDate,
        nationality: d.nationality,
        dateOfBirth: d.dateOfBirth,
      };
      // A passenger's document is replaced in place; the order lock above orders the writers.
      await tx
        .insert(travelDocuments)
        .values({ orderId, passengerRef: d.passengerRef, ...document })
        .onConflictDoUpdate({
          target: [travelDocuments.orderId, travelDocuments.passengerRef],
          set: { ...document, updatedAt: sql`now()` },
        });
    }
    // The history says whose documents changed, never their numbers.
    await appendEvent(tx, orderId, 'documents_saved', {
      passengers: documents.map((d) => d.passengerRef).join(','),
      changed: changes,
    });
  });
  return checkinView(deps, orderId, window);
}
