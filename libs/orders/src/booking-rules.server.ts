import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { DomainError } from '@skybook/api-contract';
import type { LoadedOrder } from './order-read.server.ts';
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
 * Every booking rule once more, right before money moves (card or account): named passengers and
 * a contact, each infant on the lap of its own adult, and no seat its passenger may not keep
 * (an exit row with an infant on the lap). Any input a rule depends on may have changed since it
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
  if (Object.keys(fields).length > 0)
    throw new DomainError(409, 'errors.booking_rules', fields, { seats: violations });
}
