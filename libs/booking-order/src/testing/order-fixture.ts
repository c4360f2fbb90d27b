import {
  ApiError,
  icaoTransliterate,
  type ApiClient,
  type ExtrasResponse,
  type Order,
  type SeatMapResponse,
} from '@skybook/api-contract';

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

/** A held return MAD ⇄ LIS for two adults, a child and an infant, in euros (tests and stories). */
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
    total: { amount: 0, currency: 'EUR' },
    lines,
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
  return withTotal(order);
}

const withTotal = (order: Order): Order => ({
  ...order,
  total: { amount: order.lines.reduce((sum, l) => sum + l.amount, 0), currency: order.currency },
});

/** A checked bag per flight for every passenger but the infant. */
function catalog(order: Order): ExtrasResponse {
  return {
    currency: order.currency,
    groups: [
      {
        id: 'bags',
        ssrId: 'BAGS',
        name: 'Baggage',
        services: order.flights.map((f) => ({
          code: 'BG23',
          route: `${f.origin}-${f.destination}`,
          amount: 3_500,
          categoryId: 2,
          commissionable: false,
          description: 'Checked bag, 23 kg',
          icon: 'bag',
          maxQuantity: 3,
          refundable: false,
          serviceId: `bag-checked@${f.flightRef}`,
          passengers: order.passengers
            .filter((p) => p.type !== 'infant')
            .map((p) => {
              const count =
                order.lines.find(
                  (l) => l.kind === 'extra' && l.passenger === p.ref && l.flight === f.flightRef,
                )?.quantity ?? 0;
              const quotes = [0, 1, 2, 3].map((n) => ({ count: n, totalCost: n * 3_500 }));
              return { id: p.ref, count, totalCost: count * 3_500, included: 0, minimum: 0, quotes };
            }),
        })),
      },
    ],
  };
}

/** Three rows of a 737: row 2 an exit row, 1A taken by someone else. */
function cabin(order: Order, flightRef: string): SeatMapResponse {
  const seats: SeatMapResponse['seats'] = [];
  for (const row of [1, 2, 3])
    for (const letter of 'ABCDEF') {
      const seat = `${row}${letter}`;
      const own = order.seats.find((s) => s.flightRef === flightRef && s.seat === seat);
      const category = row === 1 ? 'SXL' : 'STC1';
      seats.push({
        seat,
        row,
        letter,
        category,
        exit: row === 2,
        available: seat !== '1A',
        ...(own ? { heldBy: own.passengerRef } : {}),
        price: { amount: category === 'SXL' ? 6_000 : 0, currency: order.currency },
      });
    }
  // Fixed answers for the sample party: p1 carries the infant, so only p2 may take row 2.
  const passengers = order.passengers
    .filter((p) => p.type !== 'infant')
    .map((p) => ({ ref: p.ref, exitRow: p.ref === 'p2', selectable: order.status === 'HELD' }));
  return { flightRef, aircraft: 'Boeing 737-800', currency: order.currency, seats, passengers };
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

/**
 * The order endpoints over one in-memory order, for stories and component tests: the same
 * shapes and refusals as the server (declined 4000…0002, seat 1A taken, changed price).
 */
export function fakeOrderApi(
  start: Order = sampleOrder(),
  opts: { delayMs?: number } = {},
): OrderApi & { current(): Order; set(next: Order): void; payCalls: string[] } {
  let order = start;
  const payCalls: string[] = [];
  const wait = () => new Promise((r) => setTimeout(r, opts.delayMs ?? 0));
  const answer = async (next?: Order) => {
    await wait();
    if (next) order = withTotal(next);
    return structuredClone(order);
  };
  return {
    current: () => order,
    set: (next) => {
      order = withTotal(next);
    },
    payCalls,
    getOrder: () => answer(),
    createOrder: () => answer(),
    extrasCatalog: async () => (await wait(), catalog(order)),
    seatMap: async ({ flightRef }) => (await wait(), cabin(order, flightRef)),
    orderExtras: ({ items }) =>
      answer({
        ...order,
        lines: [
          ...order.lines.filter((l) => l.kind !== 'extra'),
          ...items.map((i) => ({
            kind: 'extra' as const,
            code: 'bag-checked',
            passenger: i.passengerRef,
            flight: i.flightRef,
            quantity: i.quantity,
            amount: i.quantity * 3_500,
          })),
        ],
      }),
    orderSeat: async ({ passengerRef, flightRef, seat }) => {
      if (seat === '1A')
        throw new ApiError(409, { error: 'errors.seat_taken', fields: { seat: 'errors.seat_taken' } });
      const category = seat.startsWith('1') ? 'SXL' : 'STC1';
      return answer({
        ...order,
        seats: [
          ...order.seats.filter((s) => !(s.passengerRef === passengerRef && s.flightRef === flightRef)),
          { passengerRef, flightRef, seat, category },
        ],
        lines: [
          ...order.lines.filter(
            (l) => !(l.kind === 'seat' && l.passenger === passengerRef && l.flight === flightRef),
          ),
          {
            kind: 'seat',
            code: category,
            passenger: passengerRef,
            flight: flightRef,
            quantity: 1,
            amount: category === 'SXL' ? 6_000 : 0,
          },
        ],
      });
    },
    orderPassengers: ({ details }) =>
      answer({
        ...order,
        contact: { email: details.contact.email, phone: details.contact.phone },
        passengers: order.passengers.map((p) => {
          const given = details.passengers.find((d) => d.id === p.ref);
          if (!given) return p;
          return {
            ...p,
            firstName: given.firstName,
            lastName: given.lastName,
            ticketFirstName: icaoTransliterate(given.firstName),
            ticketLastName: icaoTransliterate(given.lastName),
            dateOfBirth: ('dateOfBirth' in given ? given.dateOfBirth : null) ?? null,
            adultRef: ('adultId' in given ? given.adultId : null) ?? null,
          };
        }),
      }),
    pay: async (input) => {
      payCalls.push(input.idempotencyKey);
      await wait();
      if (input.expectedTotal !== order.total.amount)
        throw new ApiError(409, {
          error: 'errors.price_changed',
          fields: { expectedTotal: 'errors.price_changed' },
        });
      // The fake card field's token for the declined test card (decision 020: the API sees tokens only).
      if (input.cardToken === 'tok_fake_4000000000000002')
        throw new ApiError(402, { error: 'errors.card_declined' });
      return answer({ ...order, status: 'CONFIRMED', bookingReference: 'K7MX2Q' });
    },
  };
}
