import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AgencySessionUser, ApiClient, Order } from '@skybook/api-contract';
import { englishI18n } from '@skybook/i18n/testing';
import {
  namedOrderThroughLocalApi,
  recording,
  signedInAgent,
  startInProcessApi,
  type InProcessApi,
  type TripOptions,
} from '@skybook/edge-server/testing';
import { AppContextFixture } from '@skybook/ssr';
import { OnAccountPayment } from './on-account-payment.tsx';

// The real API in-process (one seeded database for the file), signed in as a seeded agency user.
let server: InProcessApi;
beforeAll(async () => {
  server = await startInProcessApi({ days: 14 });
}, 60_000);
afterAll(() => server?.close());

const TRIP: TripOptions = { daysAhead: 10, adults: 1 };

/** The agent's session as the page reads it, and a log of what the page sent. */
async function agent() {
  const { api, calls } = recording(await signedInAgent(server, 'admin@andes.example'));
  const session = await api.getSession({});
  if (session?.type !== 'agency') throw new Error('the agent is not signed in');
  return { api, calls, session };
}

function renderPayment(api: ApiClient, order: Order, agency: AgencySessionUser) {
  const onPaid = vi.fn();
  render(
    <AppContextFixture api={api} i18n={englishI18n}>
      <OnAccountPayment
        order={order}
        agency={agency}
        locale="en"
        agreedTotal={order.total.amount}
        termsAccepted
        onPaid={onPaid}
      />
    </AppContextFixture>,
  );
  return onPaid;
}

describe('OnAccountPayment (decision 014)', () => {
  it("books an order in the agency's currency on account", async () => {
    const { api, calls, session } = await agent();
    const order = await namedOrderThroughLocalApi(api, TRIP);
    expect(order.currency).toBe(session.currency);
    const onPaid = renderPayment(api, order, session);
    expect(screen.queryByTestId('on-account-currency')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Book on account for/ }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(order.orderId));
    expect(calls.filter((c) => c.name === 'payOnAccount')).toHaveLength(1);
    const booked = await api.getOrder({ orderId: order.orderId });
    expect(booked.status).toBe('CONFIRMED');
    expect(booked.bookingReference).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('says at once that an order in another currency cannot go on account, and offers no button', async () => {
    // An old tab: the order was held in pesos before the agent signed in on this browser.
    const visitor = recording(server.visitor());
    const order = await namedOrderThroughLocalApi(visitor.api, { ...TRIP, currency: 'MXN' });
    expect(order.currency).toBe('MXN');
    const { session } = await agent();
    renderPayment(visitor.api, order, session);
    expect(screen.getByTestId('on-account-currency')).toHaveTextContent(
      'This booking is in MXN, but bookings on account are made in your agency’s currency, EUR. Search again to see the prices in EUR.',
    );
    expect(screen.queryByRole('button', { name: /Book on account/ })).toBeNull();
    expect(visitor.calls.filter((c) => c.name === 'payOnAccount')).toEqual([]);
  });

  it("explains the server's currency refusal (a field error on currency)", async () => {
    const { api, session } = await agent();
    const order = await namedOrderThroughLocalApi(api, TRIP);
    renderPayment(api, order, session);
    // The agency's contract moved to dollars after the page read the session: the server refuses.
    await server.database.db.execute(sql`update agencies set currency = 'USD' where code = 'andes'`);
    try {
      await userEvent.click(screen.getByRole('button', { name: /^Book on account for/ }));
      expect(await screen.findByTestId('on-account-currency')).toHaveTextContent('This booking is in EUR');
    } finally {
      await server.database.db.execute(sql`update agencies set currency = 'EUR' where code = 'andes'`);
    }
    expect((await api.getOrder({ orderId: order.orderId })).status).toBe('HELD');
  });
});
