import {
  ApiError,
  type ApiClient,
  type BoardingPass,
  type CheckinView,
  type Order,
  type SeatMapResponse,
} from '@skybook/api-contract';
import { checkedIn, sampleCheckin, SAMPLE_ORDER_ID, SAMPLE_REFERENCE } from './checkin-fixtures.ts';

export type CheckinApi = Pick<
  ApiClient,
  | 'reservationLookup'
  | 'checkinStart'
  | 'checkinDocuments'
  | 'checkinSeat'
  | 'checkinComplete'
  | 'boardingPasses'
  | 'seatMap'
  | 'getOrder'
  | 'requestOtp'
>;

export interface FakeCheckinOptions {
  /** Where the booking stands against its check-in window. */
  window?: 'open' | 'not_open' | 'closed';
  delayMs?: number;
  view?: CheckinView;
}

/**
 * Fixed answers of the check-in endpoints for stories, which cannot run the server: the view
 * given (or `sampleCheckin()`), each change answered with it as it is, completion with
 * `checkedIn()` and its passes, a fixed cabin. The window's refusals are picked by `window`, a
 * booking is found by the fixture's reference and a passenger's last name as spelled there. No rule
 * of the server lives here (component tests run the real one, `@skybook/edge-server/testing`);
 * `fixtures.spec.ts` holds every answer to the contract's response schemas.
 */
export function fakeCheckinApi(opts: FakeCheckinOptions = {}) {
  const view = opts.view ?? sampleCheckin();
  const done = checkedIn(view);
  const calls: Array<{ name: keyof CheckinApi; input: unknown }> = [];
  const { opensAt, closesAt } = view.checkin;
  const state = opts.window ?? 'open';
  const answer = async <T>(name: keyof CheckinApi, input: unknown, value: T): Promise<T> => {
    calls.push({ name, input });
    await new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
    if (state === 'not_open' && name !== 'reservationLookup' && name !== 'seatMap' && name !== 'getOrder')
      throw new ApiError(409, { error: 'checkin.not_open_yet', details: { opensAt } });
    if (state === 'closed' && name !== 'reservationLookup' && name !== 'seatMap' && name !== 'getOrder')
      throw new ApiError(409, { error: 'checkin.closed', details: { closesAt } });
    return structuredClone(value);
  };

  const api: CheckinApi = {
    reservationLookup: async (input) => {
      await answer('reservationLookup', input, null);
      const known =
        input.referenceCode.trim().toUpperCase() === SAMPLE_REFERENCE &&
        view.passengers.some((p) => p.lastName === input.lastName.trim());
      if (!known) throw new ApiError(404, { error: 'reservation.not_found' });
      return {
        kind: 'local',
        open: state !== 'open',
        orderId: SAMPLE_ORDER_ID,
        referenceCode: SAMPLE_REFERENCE,
        status: 'CONFIRMED',
        checkin: { state, opensAt, closesAt },
      };
    },
    checkinStart: (input) => answer('checkinStart', input, view),
    checkinDocuments: (input) => answer('checkinDocuments', input, view),
    checkinSeat: (input) => answer('checkinSeat', input, view),
    checkinComplete: (input) => answer('checkinComplete', input, done),
    boardingPasses: (input) => answer('boardingPasses', input, passesOf(done)),
    seatMap: (input) => answer('seatMap', input, cabin(view, input.flightRef)),
    getOrder: (input) => answer('getOrder', input, orderOf(view)),
    requestOtp: (input) =>
      answer('requestOtp', input, { sentTo: 'a•••••@example.com', expiresAt: '2026-12-22T10:10:00Z' }),
  };
  return { ...api, calls, current: () => structuredClone(view) };
}

/** Six rows of a 737 as the server shows them in check-in: row 1 extra legroom (paid), row 3 an exit row, 2A taken. */
function cabin(view: CheckinView, flightRef: string): SeatMapResponse {
  const seats: SeatMapResponse['seats'] = [];
  for (const row of [1, 2, 3, 4, 5, 6])
    for (const letter of 'ABCDEF') {
      const seat = `${row}${letter}`;
      seats.push({
        seat,
        row,
        letter,
        category: row === 1 ? 'SXL' : 'STC1',
        exit: row === 3,
        available: row !== 1 && seat !== '2A',
        price: { amount: row === 1 ? 6_000 : 0, currency: 'EUR' },
      });
    }
  // As the server answers for the sample party: Ana (p1) holds Mateo on her lap, so no exit row for her.
  const passengers = view.passengers
    .filter((p) => p.type !== 'infant')
    .map((p) => ({ ref: p.ref, exitRow: p.ref !== 'p1', selectable: true }));
  return { flightRef, aircraft: 'Boeing 737-800', currency: 'EUR', seats, passengers };
}

/** The passes of a checked-in fixture, field by field from it. */
function passesOf(view: CheckinView): BoardingPass[] {
  return view.passengers.flatMap((p) =>
    p.checkins.map((c) => {
      const f = view.flights.find((x) => x.flightRef === c.flightRef)!;
      const infant = view.passengers.find((x) => x.type === 'infant' && x.adultRef === p.ref);
      const name = (x: typeof p) => `${x.ticketLastName}/${x.ticketFirstName}`;
      const seat = p.seats.find((s) => s.flightRef === c.flightRef)?.seat ?? '';
      return {
        passengerRef: p.ref,
        flightRef: f.flightRef,
        passengerName: name(p),
        infant: infant ? { passengerRef: infant.ref, name: name(infant) } : null,
        bookingReference: view.bookingReference,
        flightNumber: f.flightNumber,
        origin: f.origin,
        destination: f.destination,
        departureUtc: f.departureUtc,
        departureTimeZone: f.departureTimeZone,
        arrivalUtc: f.arrivalUtc,
        arrivalTimeZone: f.arrivalTimeZone,
        seat,
        compartment: 'Y' as const,
        sequence: c.sequence,
        // Fixed answers for the stories: the server's boarding rules are tested over the real handlers.
        boardingUtc: f.departureUtc,
        gate: null,
        zone: 3 as const,
        bcbp: `M1${name(p).padEnd(20)}E${view.bookingReference} ${f.origin}${f.destination}SK 0210 358Y${seat.padStart(4, '0')}${String(c.sequence).padStart(4, '0')} 100`,
      };
    }),
  );
}

/** The order behind the fixture view, as `getOrder` shows it. */
function orderOf(view: CheckinView): Order {
  return {
    orderId: view.orderId,
    status: 'CONFIRMED',
    expired: false,
    expiresAt: view.flights[0]!.departureUtc,
    bookingReference: view.bookingReference,
    currency: 'EUR',
    total: { amount: 0, currency: 'EUR' },
    lines: [],
    priceGroups: [],
    journeys: [],
    flights: view.flights.map(({ inCheckin: _inCheckin, ...f }) => f),
    passengers: view.passengers.map((p) => ({
      ref: p.ref,
      type: p.type,
      firstName: p.firstName,
      lastName: p.lastName,
      ticketFirstName: p.ticketFirstName,
      ticketLastName: p.ticketLastName,
      dateOfBirth: null,
      adultRef: p.adultRef,
    })),
    seats: [],
    contact: null,
  };
}
