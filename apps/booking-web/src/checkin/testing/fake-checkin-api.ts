import * as v from 'valibot';
import {
  ApiError,
  CheckinDocumentsRequest,
  fieldErrors,
  type ApiClient,
  type BoardingPass,
  type CheckinView,
  type Order,
  type SeatMapResponse,
} from '@skybook/api-contract';
import { sampleCheckin, SAMPLE_ORDER_ID, SAMPLE_REFERENCE } from './checkin-fixtures.ts';

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

const HOUR = 3_600_000;
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
/** The code the fake "mails" for a document change. */
export const FAKE_OTP = '123456';
const mask = (n: string) => `•••••${n.slice(-4)}`;

/**
 * The check-in endpoints over one in-memory booking, for stories and component tests: the same
 * shapes and refusals as the server (seat 2A taken, row 1 paid, documents needed first, a code
 * to change a saved document, the window's 409s).
 */
export function fakeCheckinApi(opts: FakeCheckinOptions = {}) {
  const view = structuredClone(opts.view ?? sampleCheckin());
  const calls: Array<{ name: keyof CheckinApi; input: unknown }> = [];
  let sequence = 24;
  const wait = () => new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
  const first = view.flights.find((f) => f.inCheckin) ?? view.flights[0]!;
  const departure = Date.parse(first.departureUtc);
  const opensAt = new Date(departure - 48 * HOUR).toISOString();
  const closesAt = new Date(departure - HOUR).toISOString();
  const state = opts.window ?? 'open';
  const inCheckin = () => view.flights.filter((f) => f.inCheckin).map((f) => f.flightRef);
  const answer = async (name: keyof CheckinApi, input: unknown) => {
    calls.push({ name, input });
    await wait();
    if (state === 'not_open')
      throw new ApiError(409, { error: 'checkin.not_open_yet', details: { opensAt } });
    if (state === 'closed') throw new ApiError(409, { error: 'checkin.closed', details: { closesAt } });
  };
  const done = () => {
    const seated = view.passengers.filter((p) => p.type !== 'infant');
    view.completed = seated.every((p) => inCheckin().every((f) => p.checkins.some((c) => c.flightRef === f)));
    return structuredClone(view);
  };
  const taken = (flightRef: string) =>
    new Set([
      '2A',
      ...view.passengers.flatMap((p) => p.seats.filter((s) => s.flightRef === flightRef).map((s) => s.seat)),
    ]);

  const api: CheckinApi = {
    reservationLookup: async (input) => {
      calls.push({ name: 'reservationLookup', input });
      await wait();
      const names = view.passengers.map((p) => plain(p.lastName ?? ''));
      if (
        plain(input.referenceCode.trim()) !== SAMPLE_REFERENCE ||
        !names.includes(plain(input.lastName.trim()))
      )
        throw new ApiError(404, { error: 'reservation.not_found' });
      return {
        kind: 'local',
        open: state !== 'open',
        orderId: SAMPLE_ORDER_ID,
        referenceCode: SAMPLE_REFERENCE,
        status: 'CONFIRMED',
        checkin: { state, opensAt, closesAt },
      };
    },
    checkinStart: async (input) => (await answer('checkinStart', input), done()),
    checkinDocuments: async (input) => {
      await answer('checkinDocuments', input);
      const parsed = v.safeParse(CheckinDocumentsRequest, input);
      if (!parsed.success)
        throw new ApiError(400, { error: 'errors.validation', fields: fieldErrors(parsed.issues) });
      const lastDay = first.arrivalUtc.slice(0, 10);
      const fields: Record<string, string> = {};
      parsed.output.documents.forEach((d, i) => {
        if (d.expiryDate < lastDay) fields[`documents.${i}.expiryDate`] = 'errors.document_expired';
      });
      if (Object.keys(fields).length > 0) throw new ApiError(400, { error: 'errors.validation', fields });
      const changes = parsed.output.documents.some(
        (d) => view.passengers.find((p) => p.ref === d.passengerRef)?.document,
      );
      if (changes && !parsed.output.otp)
        throw new ApiError(400, { error: 'errors.validation', fields: { otp: 'errors.otp_required' } });
      if (changes && parsed.output.otp !== FAKE_OTP)
        throw new ApiError(400, { error: 'errors.validation', fields: { otp: 'errors.otp_invalid' } });
      for (const d of parsed.output.documents) {
        const p = view.passengers.find((x) => x.ref === d.passengerRef);
        if (p)
          p.document = {
            type: d.type,
            number: mask(d.number),
            expiryDate: d.expiryDate,
            nationality: d.nationality,
            dateOfBirth: d.dateOfBirth,
          };
      }
      return done();
    },
    checkinSeat: async (input) => {
      await answer('checkinSeat', input);
      const p = view.passengers.find((x) => x.ref === input.passengerRef)!;
      if (p.checkins.some((c) => c.flightRef === input.flightRef))
        throw new ApiError(409, { error: 'checkin.already_checked_in' });
      if (p.seats.some((s) => s.flightRef === input.flightRef && !s.pending))
        throw new ApiError(409, {
          error: 'errors.seat_already_assigned',
          fields: { seat: 'errors.seat_already_assigned' },
        });
      if (taken(input.flightRef).has(input.seat))
        throw new ApiError(409, { error: 'errors.seat_taken', fields: { seat: 'errors.seat_taken' } });
      p.seats = [
        ...p.seats.filter((s) => s.flightRef !== input.flightRef),
        { flightRef: input.flightRef, seat: input.seat, pending: input.seat.startsWith('1') },
      ];
      return done();
    },
    checkinComplete: async (input) => {
      await answer('checkinComplete', input);
      const refs = input.passengerRefs ?? view.passengers.map((p) => p.ref);
      const seated = view.passengers.filter((p) => p.type !== 'infant' && refs.includes(p.ref));
      const travelling = view.passengers.filter(
        (p) => seated.includes(p) || (p.type === 'infant' && seated.some((s) => s.ref === p.adultRef)),
      );
      const missing = travelling.filter((p) => !p.document).map((p) => p.ref);
      if (missing.length > 0)
        throw new ApiError(409, { error: 'checkin.documents_required', details: { passengers: missing } });
      for (const flightRef of inCheckin())
        for (const p of seated) {
          if (!p.seats.some((s) => s.flightRef === flightRef)) {
            const free = ['4', '5', '6']
              .flatMap((row) => [...'ABCDEF'].map((l) => `${row}${l}`))
              .find((s) => !taken(flightRef).has(s))!;
            p.seats.push({ flightRef, seat: free, pending: false });
          }
          if (!p.checkins.some((c) => c.flightRef === flightRef))
            p.checkins.push({ flightRef, sequence: ++sequence });
        }
      return done();
    },
    boardingPasses: async (input) => {
      await answer('boardingPasses', input);
      return passesOf(view);
    },
    seatMap: async ({ flightRef }) => (await wait(), cabin(view, flightRef, taken(flightRef))),
    getOrder: async () => (await wait(), orderOf(view)),
    requestOtp: async (input) => {
      calls.push({ name: 'requestOtp', input });
      await wait();
      return { sentTo: 'a•••••@example.com', expiresAt: new Date(Date.now() + 600_000).toISOString() };
    },
  };
  return { ...api, calls, current: () => structuredClone(view) };
}

/** Six rows of a 737: row 1 extra legroom (paid), row 3 an exit row, 2A someone else's. */
function cabin(view: CheckinView, flightRef: string, taken: ReadonlySet<string>): SeatMapResponse {
  const seats: SeatMapResponse['seats'] = [];
  for (const row of [1, 2, 3, 4, 5, 6])
    for (const letter of 'ABCDEF') {
      const seat = `${row}${letter}`;
      const category = row === 1 ? 'SXL' : 'STC1';
      // Check-in offers only the seats the fare includes: row 1 is paid, so never available.
      seats.push({
        seat,
        row,
        letter,
        category,
        exit: row === 3,
        available: row !== 1 && !taken.has(seat),
        price: { amount: row === 1 ? 6_000 : 0, currency: 'EUR' },
      });
    }
  // Fixed answers for the sample booking: Ana (p1) holds Mateo on her lap, so no exit row for her.
  const passengers = view.passengers
    .filter((p) => p.type !== 'infant')
    .map((p) => ({ ref: p.ref, exitRow: p.ref !== 'p1', selectable: true }));
  return { flightRef, aircraft: 'Boeing 737-800', currency: 'EUR', seats, passengers };
}

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
        bcbp: `M1${name(p).padEnd(20)}E${view.bookingReference} ${f.origin}${f.destination}SK 0210 358Y${seat.padStart(4, '0')}${String(c.sequence).padStart(4, '0')} 100`,
      };
    }),
  );
}

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
