import { useState, type ReactNode } from 'react';
import type { Order } from '@skybook/api-contract';
import { CardFieldContext } from '@skybook/booking-order';
import { FakeCardField, fakeOrderApi, sampleOrder } from '@skybook/booking-order/testing';
import { AppContextFixture } from '@skybook/ssr';

/** booking-order's sample trip, booked and paid: what the confirmation shows. */
export const paidOrder = (): Order =>
  sampleOrder({
    status: 'CONFIRMED',
    bookingReference: 'K7MX2Q',
    contact: { email: 'ana@example.com', phone: '+34612345678' },
    seats: [{ passengerRef: 'p1', flightRef: '101', seat: '3C', category: 'STC1' }],
  });

/**
 * For the funnel step stories: fixed answers about `order` behind the app context (payment as
 * `payment` says: paid by default, or a declined card), and the test card field in place of the
 * gateway's hosted one, since no gateway runs in Storybook.
 */
export function OrderFixture({
  order,
  payment,
  children,
}: {
  order: Order;
  payment?: 'paid' | 'declined';
  children: ReactNode;
}) {
  const [api] = useState(() => fakeOrderApi(order, { delayMs: 50, ...(payment ? { payment } : {}) }));
  return (
    <AppContextFixture api={api}>
      <CardFieldContext.Provider value={FakeCardField}>{children}</CardFieldContext.Provider>
    </AppContextFixture>
  );
}
