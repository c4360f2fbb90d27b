import { ApiError, type ApiClient, type Order, type SeatMapResponse } from '@skybook/api-contract';
import { SAMPLE_EXTRAS } from '../checkout/extras-offer-fixture.ts';

const journey = (direction: 'outbound' | 'inbound') => ({
  direction,
  segments: [],
  durationMinutes: 75,
  family: 'classic' as const,
  total: { amount: 0, currency: 'EUR' },
  lines: [],
  conditions: {
    changeable: true,
    changeFee: null,
    refundable: false,
    checkedBags: 0,
    cabinBags: 1,
    seatCategory: 'STC1' as const,
  },
});

/** A held return MAD ⇄ LIS for two adults, a child and an infant, in euros (stories and fixtures). */
export function sampleOrder(overrides: Partial<Order> = {}): Order {
  const lines: Order['lines'] = [
    { kind: 'fare', code: 'base_fare', passenger: 'adult', flight: 'outbound', quantity: 1, amount: 14_000 },
    { kind: 'fare', code: 'taxes', passenger: 'adult', flight: 'outbound', quantity: 1, amount: 4_200 },
    { kind: 'fare', code: 'base_fare', passenger: 'child', flight: 'outbound', quantity: 1, amount: 5_300 },
    { kind: 'fare', code: 'infant_fee', passenger: 'infant', flight: 'outbound', quantity: 1, amount: 4_500 },
    { kind: 'fare', code: 'base_fare', passenger: 'adult', flight: 'inbound', quantity: 1, amount: 14_900 },
  ];
  const order: Order = {
    orderId: '5f0c3c8e-8a7e-4c1e-9d2a-0b7f6b1c2d3e',
    status: 'HELD',
    expired: false,
    expiresAt: new Date(Date.now() + 14 * 60_000).toISOString(),
    bookingReference: null,
    currency: 'EUR',
    // The sum of `lines`, as the server answers it (fixtures.spec.ts holds them together).
    total: { amount: 42_900, currency: 'EUR' },
    lines,
    // The server's groups of `lines` and their subtotals (fixtures.spec.ts holds them together).
    priceGroups: [
      { kind: 'passengers', passengerType: 'adult', count: 2, amount: 33_100, lines: [0, 1, 4] },
      { kind: 'passengers', passengerType: 'child', count: 1, amount: 5_300, lines: [2] },
      { kind: 'passengers', passengerType: 'infant', count: 1, amount: 4_500, lines: [3] },
    ],
    journeys: [journey('outbound'), journey('inbound')],
    flights: [
      {
        flightRef: '101',
        direction: 'outbound',
        flightNumber: 'SK 210',
        origin: 'MAD',
        destination: 'LIS',
        departureUtc: '2026-12-24T08:05:00Z',
        departureTimeZone: 'Europe/Madrid',
        arrivalUtc: '2026-12-24T09:20:00Z',
        arrivalTimeZone: 'Europe/Lisbon',
      },
      {
        flightRef: '202',
        direction: 'inbound',
        flightNumber: 'SK 211',
        origin: 'LIS',
        destination: 'MAD',
        departureUtc: '2026-12-31T18:00:00Z',
        departureTimeZone: 'Europe/Lisbon',
        arrivalUtc: '2026-12-31T20:15:00Z',
        arrivalTimeZone: 'Europe/Madrid',
      },
    ],
    passengers: [
      {
        ref: 'p1',
        type: 'adult',
        firstName: null,
        lastName: null,
        ticketFirstName: null,
        ticketLastName: null,
        dateOfBirth: null,
        adultRef: null,
      },
      {
        ref: 'p2',
        type: 'adult',
        firstName: null,
        lastName: null,
        ticketFirstName: null,
        ticketLastName: null,
        dateOfBirth: null,
        adultRef: null,
      },
      {
        ref: 'p3',
        type: 'child',
        firstName: null,
        lastName: null,
        ticketFirstName: null,
        ticketLastName: null,
        dateOfBirth: null,
        adultRef: null,
      },
      {
        ref: 'p4',
        type: 'infant',
        firstName: null,
        lastName: null,
        ticketFirstName: null,
        ticketLastName: null,
        dateOfBirth: null,
        adultRef: 'p1',
      },
    ],
    seats: [],
    contact: null,
    ...overrides,
  };
  return order;
}

/**
 * Three rows of a 737 on the sample order's flight `flightRef`: row 1 extra legroom at 60.00, row
 * 2 an exit row, 1A taken by someone else; p1 carries the infant, so only p2 may take row 2.
 */
function sampleSeatMap(flightRef: string): SeatMapResponse {
  const seats: SeatMapResponse['seats'] = [];
  for (const row of [1, 2, 3])
    for (const letter of 'ABCDEF') {
      const category = row === 1 ? 'SXL' : 'STC1';
      seats.push({
        seat: `${row}${letter}`,
        row,
        letter,
        category,
        exit: row === 2,
        available: `${row}${letter}` !== '1A',
        price: { amount: row === 1 ? 6_000 : 0, currency: 'EUR' },
      });
    }
  const passengers = ['p1', 'p2', 'p3'].map((ref) => ({ ref, exitRow: ref === 'p2', selectable: true }));
  return { flightRef, aircraft: 'Boeing 737-800', currency: 'EUR', seats, passengers };
}

export type OrderApi = Pick<
  ApiClient,
  | 'getOrder'
  | 'createOrder'
  | 'extrasCatalog'
  | 'orderExtras'
  | 'seatMap'
  | 'orderSeat'
  | 'orderPassengers'
  | 'pay'
>;

export interface FakeOrderOptions {
  delayMs?: number;
  /** What `pay` answers: the order booked as `paid` (default `order` confirmed as K7MX2Q), or a declined card. */
  payment?: 'paid' | 'declined';
  paid?: Order;
}

/**
 * Fixed answers of the order endpoints for stories, which cannot run the server: every read and
 * change answers `order` as given, the extras offer `SAMPLE_EXTRAS`, each seat map
 * `sampleSeatMap`, and payment as `payment` says. No rule of the server lives here (component
 * tests run the real one, `@skybook/edge-server/testing`); `fixtures.spec.ts` holds every answer
 * to the contract's response schemas.
 */
export function fakeOrderApi(order: Order = sampleOrder(), opts: FakeOrderOptions = {}): OrderApi {
  const paid = opts.paid ?? { ...order, status: 'CONFIRMED', bookingReference: 'K7MX2Q' };
  const answer = async <T>(value: T): Promise<T> => {
    await new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
    return structuredClone(value);
  };
  return {
    getOrder: () => answer(order),
    createOrder: () => answer(order),
    extrasCatalog: () => answer(SAMPLE_EXTRAS),
    seatMap: ({ flightRef }) => answer(sampleSeatMap(flightRef)),
    orderExtras: () => answer(order),
    orderSeat: () => answer(order),
    orderPassengers: () => answer(order),
    pay: async () => {
      if (opts.payment === 'declined')
        return answer(null).then(() => {
          throw new ApiError(402, { error: 'errors.card_declined' });
        });
      return answer(paid);
    },
  };
}
