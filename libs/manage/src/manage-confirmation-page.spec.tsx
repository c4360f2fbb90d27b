import { render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, Order } from '@skybook/api-contract';
import { formatMoney } from '@skybook/i18n';
import { englishI18n } from '@skybook/i18n/testing';
import { bookThroughLocalApi, startInProcessApi, type InProcessApi } from '@skybook/edge-server/testing';
import { AppContextFixture } from '@skybook/ssr';
import { ManageConfirmationPage } from './manage-confirmation-page.tsx';
import type { ManageChange } from './manage-search.ts';

// The real API in-process (one seeded database for the file); each test books its own order.
let server: InProcessApi;
beforeAll(async () => {
  server = await startInProcessApi();
}, 60_000);
afterAll(() => server?.close());
afterEach(() => server.refuseRefunds(false));

const eur = (minor: number) => formatMoney(minor, 'EUR', 'en');

/** A paid booking and a visitor who found it by reference and last name. */
async function bookAndFind(): Promise<{ order: Order; api: ApiClient }> {
  const order = await bookThroughLocalApi(server, { daysAhead: 12, adults: 1, lastName: 'Núñez' });
  const api = server.visitor();
  await api.reservationLookup({ referenceCode: order.bookingReference!, lastName: 'Núñez' });
  return { order, api };
}

async function cancel(order: Order, api: ApiClient) {
  await api.requestOtp({ orderId: order.orderId, purpose: 'cancel', language: 'en' });
  return api.cancelBooking({ orderId: order.orderId, otp: server.mailedCode(order.bookingReference!) });
}

function renderPage(api: ApiClient, change: ManageChange | undefined, orderId: string | undefined) {
  render(
    <AppContextFixture api={api} i18n={englishI18n}>
      <ManageConfirmationPage orderId={orderId} change={change} />
    </AppContextFixture>,
  );
}

describe('manage confirmation page', () => {
  it('sums up a paid change from the booking history, with a link back', async () => {
    const { order, api } = await bookAndFind();
    const catalog = await api.extrasCatalog({ orderId: order.orderId });
    const bag = catalog.groups
      .flatMap((g) => g.services)
      .find((s) => s.serviceId.startsWith('bag-checked@'))!;
    const changed = await api.orderExtras({
      orderId: order.orderId,
      items: [
        {
          serviceId: bag.serviceId,
          passengerRef: 'p1',
          flightRef: bag.serviceId.split('@')[1]!,
          quantity: 1,
        },
      ],
    });
    const due = changed.amountDue!.amount;
    await api.pay({
      orderId: order.orderId,
      idempotencyKey: crypto.randomUUID(),
      expectedTotal: due,
      cardToken: await server.cardToken(),
      acceptTerms: true,
    });
    renderPage(api, 'paid', order.orderId);
    expect(await screen.findByTestId('change-paid')).toHaveTextContent(
      `Your changes to booking ${order.bookingReference} are paid: we charged ${eur(due)} to your card.`,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your changes are saved');
    expect(screen.getByTestId('back-to-manage')).toHaveAttribute('href', `/en/manage?order=${order.orderId}`);
  });

  it('sums up a cancellation and its refund', async () => {
    const { order, api } = await bookAndFind();
    const quote = await api.cancelQuote({ orderId: order.orderId });
    await cancel(order, api);
    renderPage(api, 'cancelled', order.orderId);
    expect(await screen.findByTestId('change-cancelled')).toHaveTextContent(
      `Booking ${order.bookingReference} is cancelled.`,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your booking is cancelled');
    expect(screen.getByTestId('refund-outcome')).toHaveTextContent(
      `We have refunded ${eur(quote.refund)} to your card.`,
    );
    expect(
      screen.getByText(`Not refunded under your fare’s conditions: ${eur(quote.kept)}.`),
    ).toBeInTheDocument();
  });

  it('says when the refund did not go through yet', async () => {
    const { order, api } = await bookAndFind();
    const quote = await api.cancelQuote({ orderId: order.orderId });
    server.refuseRefunds(true);
    await cancel(order, api);
    renderPage(api, 'cancelled', order.orderId);
    expect(await screen.findByTestId('refund-outcome')).toHaveTextContent(
      `Your refund of ${eur(quote.refund)} could not be made yet.`,
    );
  });

  it('says when there is no booking to show', () => {
    renderPage(server.visitor(), 'paid', undefined);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find this booking.');
  });
});
