import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { DomainError } from '@skybook/api-contract';
import { journeyOf, type LoadedOrder } from './order-read.server.ts';
import { bundleOfLine, bundleUnavailable, isBundleLine } from './extras-bundles.ts';
import { infantsWithoutLap, seatViolations, type SeatViolation } from './seat-rules.ts';

const { aircraftSeats } = schema;

/** The order's seats that are in exit rows, as `flightRef:seat`. */
export async function exitSeatsOf(db: Db, order: LoadedOrder): Promise<Set<string>> {
  const exits = new Set<string>();
  for (const flightRef of new Set(order.seats.map((s) => s.flightRef))) {
    const aircraft = order.aircraftOf.get(flightRef);
    if (!aircraft) continue;
    const rows = await db
      .select({ row: aircraftSeats.row, letter: aircraftSeats.letter })
      .from(aircraftSeats)
      .where(and(eq(aircraftSeats.aircraftCode, aircraft), eq(aircraftSeats.isExit, true)));
    for (const { row, letter } of rows) exits.add(`${flightRef}:${row}${letter}`);
  }
  return exits;
}

/** Field keys for seat violations: `seats.<passenger>.<flight>`, as the seat step names them. */
export const seatViolationFields = (violations: readonly SeatViolation[]) =>
  Object.fromEntries(violations.map((v) => [`seats.${v.passengerRef}.${v.flightRef}`, v.key]));

/**
 * The order's bundle lines that break a bundle rule now (decision 122), as
 * `bundles.<passenger>.<flight>` field keys: a bundle no longer sold, one the passenger may not
 * have (type, what the fare includes, maximum units) or a second one on the same flight.
 */
export function bundleViolations(order: LoadedOrder): Record<string, string> {
  const fields: Record<string, string> = {};
  // Bundles are chosen while booking; a paid one is never judged again (a later change of flight
  // must not make its payment fail over what was already sold).
  if (order.status !== 'HELD') return fields;
  const seen = new Set<string>();
  for (const line of order.lines) {
    if (line.kind !== 'extra' || !isBundleLine(line.code)) continue;
    const key = `bundles.${line.passenger}.${line.flight}`;
    const bundle = bundleOfLine(line.code);
    const passenger = order.passengers.find((p) => p.ref === line.passenger);
    if (!bundle || !passenger || !line.flight) fields[key] = 'errors.invalid_service';
    else if (seen.has(key)) fields[key] = 'errors.one_bundle';
    else {
      const unavailable = bundleUnavailable(bundle, passenger.type, journeyOf(order, line.flight).conditions);
      if (unavailable) fields[key] = unavailable;
    }
    seen.add(key);
  }
  return fields;
}

/**
 * Every booking rule once more, right before money moves (card or account): named passengers and
 * a contact, each infant on the lap of its own adult, no seat its passenger may not keep
 * (an exit row with an infant on the lap) and no bundle they may not have. Any input a rule depends on may have changed since it
 * was first checked, so a breach answers 409 with the fields to fix, never a confirmation.
 */
export async function assertBookable(db: Db, order: LoadedOrder): Promise<void> {
  if (!order.contactEmail || order.passengers.some((p) => !p.ticketLastName))
    throw new DomainError(409, 'errors.passengers_required');
  const fields: Record<string, string> = {};
  for (const ref of infantsWithoutLap(order.passengers))
    fields[`passengers.${ref}.adultId`] = 'errors.infant_adult_required';
  const exits = await exitSeatsOf(db, order);
  const violations = seatViolations(order.passengers, order.seats, (flightRef, seat) =>
    exits.has(`${flightRef}:${seat}`),
  );
  Object.assign(fields, seatViolationFields(violations));
  Object.assign(fields, bundleViolations(order));
  if (Object.keys(fields).length > 0)
    throw new DomainError(409, 'errors.booking_rules', fields, { seats: violations });
}
