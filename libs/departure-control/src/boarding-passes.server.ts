import { asc, eq } from 'drizzle-orm';
import { schema, type Db } from '@skybook/db';
import { localDate } from '@skybook/inventory';
import { isBooked, lineGives, loadOrder } from '@skybook/orders';
import { bcbpName, buildBcbp, julianDay } from './bcbp.ts';
import { boardingStartUtc, boardingZone } from './boarding.ts';
import { DomainError, type BoardingPass } from '@skybook/api-contract';

/** `SK101` → carrier `SK`, number `101` (IATA designators are two characters). */
export function splitFlightNumber(flightNumber: string): { carrier: string; number: string } {
  const match = /^([A-Z0-9]{2})(\d{1,4}[A-Z]?)$/.exec(flightNumber);
  if (!match) throw new RangeError(`not a flight number: "${flightNumber}"`);
  return { carrier: match[1]!, number: match[2]! };
}

/**
 * The boarding passes of a booking: one per checked-in passenger and flight, each a single-leg
 * BCBP (passenger status 1, checked in). An infant has none: it is named on its adult's pass.
 */
export async function boardingPasses(db: Db, orderId: string): Promise<BoardingPass[]> {
  const order = await loadOrder(db, orderId);
  if (!isBooked(order.status)) throw new DomainError(409, 'checkin.not_available');
  const { checkins } = schema;
  const done = (
    await db
      .select({ ref: checkins.passengerRef, flightId: checkins.datedFlightId, sequence: checkins.sequence })
      .from(checkins)
      .where(eq(checkins.orderId, orderId))
      .orderBy(asc(checkins.datedFlightId), asc(checkins.passengerRef))
  ).map((c) => ({ passenger_ref: c.ref, flight_ref: String(c.flightId), sequence: c.sequence }));
  if (done.length === 0) throw new DomainError(409, 'checkin.not_checked_in');
  const nameOf = (p: (typeof order.passengers)[number]) =>
    bcbpName(p.ticketLastName ?? '', p.ticketFirstName ?? '');
  return done.map((c): BoardingPass => {
    const passenger = order.passengers.find((p) => p.ref === c.passenger_ref)!;
    const flight = order.flights.find((f) => f.flightRef === c.flight_ref)!;
    const seat = order.seats.find((s) => s.passengerRef === c.passenger_ref && s.flightRef === c.flight_ref);
    const infant = order.passengers.find((p) => p.type === 'infant' && p.adultRef === passenger.ref);
    const { carrier, number } = splitFlightNumber(flight.flightNumber);
    const compartment = seat?.category === 'SBUS' ? 'J' : 'Y';
    const passengerName = nameOf(passenger);
    const priority = order.lines.some(
      (l) =>
        l.kind === 'extra' &&
        lineGives(l.code, 'priority') &&
        l.passenger === passenger.ref &&
        l.flight === flight.flightRef,
    );
    return {
      passengerRef: passenger.ref,
      flightRef: flight.flightRef,
      passengerName,
      infant: infant ? { passengerRef: infant.ref, name: nameOf(infant) } : null,
      bookingReference: order.bookingReference ?? '',
      flightNumber: flight.flightNumber,
      origin: flight.origin,
      destination: flight.destination,
      departureUtc: flight.departureUtc,
      departureTimeZone: flight.departureTimeZone,
      arrivalUtc: flight.arrivalUtc,
      arrivalTimeZone: flight.arrivalTimeZone,
      seat: seat?.seat ?? '',
      compartment,
      sequence: c.sequence,
      boardingUtc: boardingStartUtc(flight.departureUtc),
      gate: null,
      zone: boardingZone({ business: compartment === 'J', priority, withInfant: Boolean(infant) }),
      bcbp: buildBcbp({
        passengerName,
        electronicTicket: true,
        legs: [
          {
            pnr: order.bookingReference ?? '',
            from: flight.origin,
            to: flight.destination,
            carrier,
            flightNumber: number,
            julianDay: julianDay(localDate(new Date(flight.departureUtc), flight.departureTimeZone)),
            compartment,
            seat: seat?.seat ?? '',
            sequence: c.sequence,
            passengerStatus: '1',
          },
        ],
      }),
    };
  });
}
