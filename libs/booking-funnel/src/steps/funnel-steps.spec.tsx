import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@skybook/api-contract';
import { AppContextFixture } from '@skybook/ssr';
import { CardFieldContext } from '@skybook/booking-order';
import { FakeCardField, fakeOrderApi, sampleOrder } from '@skybook/booking-order/testing';
import { ConfirmationPage } from './confirmation-page.tsx';
import { ExtrasStepPage } from './extras-step-page.tsx';
import { PassengersStepPage } from './passengers-step-page.tsx';
import { PaymentStepPage } from './payment-step-page.tsx';

const english = () => {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  return i18n;
};

function renderWith(api: ReturnType<typeof fakeOrderApi>, ui: React.ReactElement) {
  return render(
    <AppContextFixture api={api} i18n={english()}>
      <CardFieldContext.Provider value={FakeCardField}>{ui}</CardFieldContext.Provider>
    </AppContextFixture>,
  );
}

const ORDER_ID = sampleOrder().orderId;
const summary = () => screen.getByRole('complementary', { name: 'Price summary' });

afterEach(() => {
  sessionStorage.clear();
  delete window.dataLayer;
});

async function fillCard(number: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText(/^Card number/));
  await user.type(screen.getByLabelText(/^Card number/), number);
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('extras step', () => {
  it('makes the draft order from the hold, then saves a bag and shows it as a price line', async () => {
    const api = fakeOrderApi();
    const onOrder = vi.fn();
    const { rerender } = renderWith(
      api,
      <ExtrasStepPage holdId="00000000-0000-4000-8000-000000000001" onOrder={onOrder} onContinue={vi.fn()} />,
    );
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(ORDER_ID));
    rerender(
      <AppContextFixture api={api} i18n={english()}>
        <ExtrasStepPage orderId={ORDER_ID} onOrder={onOrder} onContinue={vi.fn()} />
      </AppContextFixture>,
    );
    const user = userEvent.setup();
    await user.click(
      (await screen.findAllByRole('button', { name: 'Add one Checked bag, 23 kg for Adult 2' }))[0]!,
    );
    expect(
      await within(summary()).findByText('Checked bag, 23 kg × 1, MAD → LIS, Adult 2'),
    ).toBeInTheDocument();
    expect(within(summary()).getByTestId('price-total')).toHaveTextContent('464.00 €');
    expect(window.dataLayer?.map((e) => e['step_name'])).toEqual(['extras']);
  });

  it('holds a chosen seat and explains a seat someone else took first', async () => {
    const api = fakeOrderApi();
    renderWith(api, <ExtrasStepPage orderId={ORDER_ID} onOrder={vi.fn()} onContinue={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('seat-row-101-p1'));
    await user.click(document.querySelector<HTMLButtonElement>('[data-seat="3C"]')!);
    expect(await within(summary()).findByText('Seat 3C, MAD → LIS, Adult 1')).toBeInTheDocument();
    expect(api.current().seats).toEqual([
      { passengerRef: 'p1', flightRef: '101', seat: '3C', category: 'STC1' },
    ]);
  });
});

describe('passengers step', () => {
  it('prefills what the order already has, so going back loses nothing', async () => {
    const order = sampleOrder({ contact: { email: 'ana@example.com', phone: '+34612345678' } });
    order.passengers[1] = { ...order.passengers[1]!, firstName: 'Luis', lastName: 'Peña' };
    renderWith(fakeOrderApi(order), <PassengersStepPage orderId={ORDER_ID} onContinue={vi.fn()} />);
    const luis = await screen.findByDisplayValue('Luis');
    expect(luis.closest('fieldset')).toHaveAttribute('data-passenger', 'p2');
    expect(screen.getByDisplayValue('ana@example.com')).toBeInTheDocument();
  });
});

describe('payment step', () => {
  it('shows a declined card, then charges the next card under a new idempotency key', async () => {
    const api = fakeOrderApi();
    const onPaid = vi.fn();
    renderWith(api, <PaymentStepPage orderId={ORDER_ID} onPaid={onPaid} />);
    await screen.findByRole('button', { name: /^Pay / });
    await fillCard('4000000000000002');
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('The card was declined.');
    expect(window.dataLayer?.filter((e) => e.event === 'page_error')).toEqual([
      expect.objectContaining({ error_type: 'errors.card_declined' }),
    ]);
    await fillCard('4242424242424242');
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(ORDER_ID));
    expect(api.payCalls).toHaveLength(2);
    expect(api.payCalls[0]).not.toBe(api.payCalls[1]);
  });

  it('asks before paying a price that changed on the server', async () => {
    const api = fakeOrderApi();
    const onPaid = vi.fn();
    renderWith(api, <PaymentStepPage orderId={ORDER_ID} onPaid={onPaid} />);
    await screen.findByRole('button', { name: /^Pay 429\.00 €/ });
    const before = api.current();
    api.set({
      ...before,
      lines: [
        ...before.lines,
        { kind: 'extra', code: 'priority', passenger: 'p1', flight: '101', quantity: 1, amount: 900 },
      ],
    });
    await fillCard('4242424242424242');
    expect(
      await screen.findByText('The price of your booking has changed. The new total is 438.00 €.'),
    ).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept the new total' }));
    expect(screen.getByRole('button', { name: /^Pay 438\.00 €/ })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
  });
});

describe('payment step errors', () => {
  const agencyApi = (api: ReturnType<typeof fakeOrderApi>, onAccount: () => Promise<never>) =>
    Object.assign(api, {
      getSession: async () => ({
        type: 'agency' as const,
        uid: 'agent-1',
        name: 'Ana',
        role: 'agent' as const,
        agencyName: 'Andes Viajes',
        credit: 100,
        currency: 'EUR',
        sessionId: 's-1',
      }),
      payOnAccount: onAccount,
    });
  const alerts = () => screen.getAllByRole('alert').map((a) => a.textContent);

  it('shows only the newest attempt’s error: a refused card hides an older on-account refusal', async () => {
    const api = agencyApi(fakeOrderApi(), async () => {
      throw new ApiError(402, { error: 'errors.insufficient_credit' });
    });
    renderWith(api, <PaymentStepPage orderId={ORDER_ID} onPaid={vi.fn()} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Book on account/ }));
    await waitFor(() =>
      expect(alerts()).toEqual(['Your agency does not have enough credit available for this booking.']),
    );
    await fillCard('4000000000000002');
    await waitFor(() =>
      expect(alerts()).toEqual(['The card was declined. Please use another card or contact your bank.']),
    );
  });

  it('and an on-account refusal hides an older card refusal, from the moment the attempt starts', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const api = agencyApi(fakeOrderApi(), () => new Promise<never>((_, reject) => (refuse = reject)));
    renderWith(api, <PaymentStepPage orderId={ORDER_ID} onPaid={vi.fn()} />);
    await screen.findByRole('button', { name: /^Pay / });
    await fillCard('4000000000000002');
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('The card was declined.');
    await userEvent.setup().click(screen.getByRole('button', { name: /^Book on account/ }));
    // Under way: the card's old refusal is gone already.
    expect(screen.queryByTestId('payment-error')).toBeNull();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    refuse(new ApiError(402, { error: 'errors.insufficient_credit' }));
    await waitFor(() =>
      expect(alerts()).toEqual(['Your agency does not have enough credit available for this booking.']),
    );
  });

  it('and a card refusal replaces an earlier card error shown above the form', async () => {
    const api = fakeOrderApi();
    const pay = api.pay;
    const sent: Array<{ idempotencyKey: string; cardToken: string }> = [];
    api.pay = async (input) => {
      sent.push({ idempotencyKey: input.idempotencyKey, cardToken: input.cardToken });
      if (sent.length === 1) throw new ApiError(409, { error: 'errors.payment_in_progress' });
      return pay(input);
    };
    renderWith(api, <PaymentStepPage orderId={ORDER_ID} onPaid={vi.fn()} />);
    await screen.findByRole('button', { name: /^Pay / });
    await fillCard('4000000000000002');
    await waitFor(() => expect(alerts()).toEqual([expect.stringContaining('still being processed')]));
    // No answer yet: paying again sends the same card token under the same key (one charge).
    expect(screen.getByTestId('retry-card')).toHaveTextContent('Paying with Visa ending in 0002');
    await userEvent.setup().click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() =>
      expect(alerts()).toEqual(['The card was declined. Please use another card or contact your bank.']),
    );
    expect(sent[1]).toEqual(sent[0]);
    // A definite answer: the card field is back for another card.
    expect(screen.getByLabelText(/^Card number/)).toBeInTheDocument();
  });
});

describe('funnel frame', () => {
  it('never shows an expired order as bookable', async () => {
    renderWith(
      fakeOrderApi(sampleOrder({ expired: true })),
      <PaymentStepPage orderId={ORDER_ID} onPaid={vi.fn()} />,
    );
    expect(await screen.findByText('Your seats are no longer held.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('says the hold ran out when the countdown reaches zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWith(
        fakeOrderApi(sampleOrder({ expiresAt: new Date(Date.now() + 3_000).toISOString() })),
        <PaymentStepPage orderId={ORDER_ID} onPaid={vi.fn()} />,
      );
      await screen.findByRole('timer');
      await vi.advanceTimersByTimeAsync(4_000);
      expect(await screen.findByText('Your seats are no longer held.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks a visitor who may not see the order for the reference and last name, never "no longer held"', async () => {
    const api = fakeOrderApi(sampleOrder({ status: 'CONFIRMED', bookingReference: 'K7MX2Q' }));
    // Another browser: the server answers someone else's order as missing (decision 016).
    api.getOrder = () => Promise.reject(new ApiError(404, { error: 'errors.order_not_found' }));
    renderWith(
      api,
      <ConfirmationPage orderId={ORDER_ID} lookup={<form aria-label="Find your booking form" />} />,
    );
    expect(await screen.findByTestId('confirmation-lookup')).toHaveTextContent(
      'Enter your booking reference and last name',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find your booking');
    expect(screen.getByRole('form', { name: 'Find your booking form' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/no longer held|Booking confirmed/);
  });

  it('shows the confirmation of a paid order with its reference and local times', async () => {
    const order = sampleOrder({
      status: 'CONFIRMED',
      bookingReference: 'K7MX2Q',
      contact: { email: 'ana@example.com', phone: '+34612345678' },
    });
    order.passengers[0] = {
      ...order.passengers[0]!,
      firstName: 'Ana',
      lastName: 'Núñez',
      ticketFirstName: 'ANA',
      ticketLastName: 'NUNEZ',
    };
    renderWith(fakeOrderApi(order), <ConfirmationPage orderId={ORDER_ID} />);
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('K7MX2Q');
    // 08:05 UTC is 9:05 in Madrid; 18:00 UTC in Lisbon is 6:00 PM there.
    expect(screen.getByTestId('itinerary-101')).toHaveTextContent(
      '12/24/2026, departs 9:05 AM, arrives 9:20 AM (local times)',
    );
    expect(screen.getByTestId('itinerary-202')).toHaveTextContent('departs 6:00 PM, arrives 9:15 PM');
    expect(screen.getByTestId('manage-link')).toHaveAttribute(
      'href',
      '/en/manage?referenceCode=K7MX2Q&lastName=N%C3%BA%C3%B1ez',
    );
  });

  it('marks an arrival on a later local day +1 on the confirmation, in words for screen readers', async () => {
    const order = sampleOrder({ status: 'CONFIRMED', bookingReference: 'K7MX2Q' });
    // Cancún 18:40 on 24 Dec (23:40Z) → Madrid 10:00 on 25 Dec (09:00Z).
    order.flights[0] = {
      ...order.flights[0]!,
      origin: 'CUN',
      destination: 'MAD',
      departureUtc: '2026-12-24T23:40:00Z',
      departureTimeZone: 'America/Cancun',
      arrivalUtc: '2026-12-25T09:00:00Z',
      arrivalTimeZone: 'Europe/Madrid',
    };
    renderWith(fakeOrderApi(order), <ConfirmationPage orderId={ORDER_ID} />);
    const overnight = await screen.findByTestId('itinerary-101');
    expect(overnight).toHaveTextContent(
      '12/24/2026, departs 6:40 PM, arrives 10:00 AM +1 (arrives the next day) (local times)',
    );
    expect(within(overnight).getByTestId('day-shift')).toHaveAttribute('title', 'arrives the next day');
    // The return lands the day it leaves: no mark.
    expect(within(screen.getByTestId('itinerary-202')).queryByTestId('day-shift')).toBeNull();
  });
});
