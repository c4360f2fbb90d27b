import type { ManageBookingResponse, Order } from '@skybook/api-contract';
import { sampleOrder } from '@skybook/booking-order/testing';

const named = (order: Order): Order['passengers'] => {
  const names: Array<[string, string]> = [
    ['Ana María', 'Núñez'],
    ['João', 'Gonçalves'],
    ['Lucía', 'Núñez'],
    ['Mateo', 'Núñez'],
  ];
  return order.passengers.map((p, i) => {
    const [first, last] = names[i] ?? ['X', 'Y'];
    const ascii = (s: string) =>
      s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase();
    return {
      ...p,
      firstName: first,
      lastName: last,
      ticketFirstName: ascii(first),
      ticketLastName: ascii(last),
    };
  });
};

/** booking-order's sample trip (`sampleOrder`), booked and paid: reference K7MX2Q, Ana María on 3C outbound. */
export function bookedOrder(overrides: Partial<Order> = {}): Order {
  const held = sampleOrder();
  return sampleOrder({
    status: 'CONFIRMED',
    bookingReference: 'K7MX2Q',
    passengers: named(held),
    seats: [{ passengerRef: 'p1', flightRef: '101', seat: '3C', category: 'STC1' }],
    lines: [
      ...held.lines,
      { kind: 'seat', code: 'STC1', passenger: 'p1', flight: '101', quantity: 1, amount: 0 },
    ],
    amountDue: { amount: 0, currency: 'EUR' },
    changeExpiresAt: null,
    ...overrides,
  });
}

/** What /api/manage-booking answers for it: masked contact, its history, check-in not open yet. */
export function manageResponse(
  order: Order = bookedOrder(),
  overrides: Partial<ManageBookingResponse> = {},
): ManageBookingResponse {
  return {
    order,
    contact: { email: 'a•••••@example.com', phone: '•••••5678' },
    history: [
      // Committed changes only (the server leaves out the draft's clicks): the seat booked, the payment.
      {
        type: 'seat_held',
        at: '2026-11-20T10:02:00Z',
        details: { passengerRef: 'p1', flightRef: '101', seat: '3C', price: 0 },
      },
      {
        type: 'confirmed',
        at: '2026-11-20T10:06:00Z',
        details: { bookingReference: 'K7MX2Q', amount: order.total.amount, currency: 'EUR' },
      },
    ],
    cancellable: true,
    checkin: { state: 'not_open', opensAt: '2026-12-22T08:05:00Z', closesAt: '2026-12-24T07:05:00Z' },
    ...overrides,
  };
}
