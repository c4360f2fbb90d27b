import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient, type Order } from '@skybook/api-contract';
import { formatMoney } from '@skybook/i18n';
import { englishI18n } from '@skybook/i18n/testing';
import { CardFieldContext } from '@skybook/booking-order';
import { cardFieldTokenizingWith } from '@skybook/booking-order/testing';
import {
  bookThroughLocalApi,
  recording,
  startInProcessApi,
  type InProcessApi,
  type TripOptions,
} from '@skybook/edge-server/testing';
import { AppContextFixture } from '@skybook/ssr';
import { ManagePage } from './manage-page.tsx';

// The real API in-process (one seeded database for the file); each test books its own order.
let server: InProcessApi;
beforeAll(async () => {
  server = await startInProcessApi();
}, 60_000);
afterAll(() => server?.close());
afterEach(() => server.clock.reset());

const eur = (minor: number) => formatMoney(minor, 'EUR', 'en');
const TRIP: TripOptions = { daysAhead: 10, nights: 7, adults: 1, infants: 1, lastName: 'Núñez' };
const book = (trip: Partial<TripOptions> = {}) => bookThroughLocalApi(server, { ...TRIP, ...trip });

type PageAddress = { orderId?: string; access?: string; referenceCode?: string; lastName?: string };

/** The page at `address` for `visitor` (default: a new one), as the app's route passes it. */
function renderAt(address: PageAddress, visitor?: ApiClient) {
  const { api, calls } = recording(visitor ?? server.visitor());
  const onPaid = vi.fn();
  const onCancelled = vi.fn();
  const onOrder = vi.fn();
  const CardField = cardFieldTokenizingWith((digits) => server.cardToken(digits));
  render(
    <AppContextFixture api={api} i18n={englishI18n}>
      <CardFieldContext.Provider value={CardField}>
        <ManagePage
          {...address}
          onOrder={onOrder}
          lookupForm={<form aria-label="Manage your booking" />}
          onPaid={onPaid}
          onCancelled={onCancelled}
        />
      </CardFieldContext.Provider>
    </AppContextFixture>,
  );
  return { api, calls, onPaid, onCancelled, onOrder };
}

/**
 * The page as a new visitor who followed a link mailed before decision 117, with the booking's
 * reference and `lastName` (default: any case, no accents) in the query.
 */
const renderPage = (order: Pick<Order, 'bookingReference'> | null, lastName = 'nunez', visitor?: ApiClient) =>
  renderAt(order ? { referenceCode: order.bookingReference ?? '', lastName } : {}, visitor);

const summary = () => screen.getByRole('complementary', { name: 'Price summary' });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('manage page: finding the booking', () => {
  it('says when no booking matches, beside the lookup form', async () => {
    const { onOrder } = renderPage({ bookingReference: 'ZZZZZZ' }, 'Nobody');
    const problem = await screen.findByTestId('manage-problem');
    expect(problem).toHaveTextContent('We could not find a booking with this reference and last name.');
    expect(within(problem).getByRole('form', { name: 'Manage your booking' })).toBeInTheDocument();
    expect(onOrder).not.toHaveBeenCalled();
  });

  it('swaps an old link’s reference and last name for the booking’s id once found', async () => {
    const order = await book();
    const { onOrder } = renderPage(order);
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(order.orderId));
  });

  it('opens a mailed link: this visitor may then see the booking by its id alone', async () => {
    const order = await book();
    const token = server.mailedManageToken(order.bookingReference!);
    const visitor = server.visitor();
    const { calls, onOrder } = renderAt({ access: token }, visitor);
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(order.orderId));
    expect(calls[0]).toEqual({ name: 'openManageLink', input: { token } });
    // The app swaps the address for `?order`: the same visitor is shown the booking by its id.
    cleanup();
    renderAt({ orderId: order.orderId }, visitor);
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent(order.bookingReference!);
  });

  it('refuses an altered or foreign link, and a booking id alone to another visitor', async () => {
    const order = await book();
    const token = server.mailedManageToken(order.bookingReference!);
    const [payload, mac] = token.split('.') as [string, string];
    const other = Buffer.from(payload, 'base64url');
    other[3] = other[3]! ^ 1;
    renderAt({ access: `${other.toString('base64url')}.${mac}` });
    expect(await screen.findByTestId('manage-problem')).toHaveTextContent(
      'This link has expired or is not complete.',
    );
    cleanup();
    renderAt({ orderId: order.orderId });
    const problem = await screen.findByTestId('manage-problem');
    expect(problem).toHaveTextContent('For your security, enter your booking reference and last name again');
    expect(screen.queryByTestId('booking-reference')).toBeNull();
  });

  it('says when there were too many tries', async () => {
    const order = await book();
    const visitor = server.visitor();
    // Wrong names until the server's own limit answers 429 (bounded, whatever the limit is).
    for (let i = 0; i < 100; i++) {
      const status = await visitor
        .reservationLookup({ referenceCode: order.bookingReference!, lastName: 'Nobody' })
        .then(
          () => 200,
          (e: unknown) => (e instanceof ApiError ? e.status : 0),
        );
      if (status === 429) break;
    }
    renderPage(order, 'Nobody', visitor);
    expect(await screen.findByTestId('manage-problem')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('asks for the reference and name when the URL has none, without calling the API', () => {
    const { calls } = renderPage(null);
    expect(screen.getByTestId('manage-problem')).toHaveTextContent(
      'Enter your booking reference and last name',
    );
    expect(calls).toEqual([]);
  });

  it('shows the booking: reference, trip in local times, party, contact, history, price', async () => {
    const order = await book();
    const { calls, api } = renderPage(order);
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent(order.bookingReference!);
    expect(calls[0]).toEqual({
      name: 'reservationLookup',
      input: { referenceCode: order.bookingReference, lastName: 'nunez' },
    });
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Confirmed');
    const [outbound, inbound] = order.flights;
    // The seed's first MAD → LIS of the day leaves at 10:00 in Madrid and lands 10:20 in Lisbon.
    expect(screen.getByTestId(`itinerary-${outbound!.flightRef}`)).toHaveTextContent(
      'departs 10:00 AM, arrives 10:20 AM (local times)',
    );
    expect(screen.getByTestId(`itinerary-${inbound!.flightRef}`)).toHaveTextContent('LIS');
    expect(screen.getByTestId('passenger-p1')).toHaveTextContent('Ana Núñez (NUNEZ/ANA)');
    expect(screen.getByTestId('passenger-p2')).toHaveTextContent('Travels on the lap of Ana Núñez');
    const booking = await api.manageBooking({ orderId: order.orderId });
    expect(screen.getByTestId('contact-email')).toHaveTextContent(booking.contact!.email);
    const confirmed = screen.getAllByTestId('history-entry').find((e) => e.dataset['type'] === 'confirmed');
    expect(confirmed).toHaveTextContent(`Booking confirmed and paid · ${eur(order.total.amount)}`);
    expect(within(summary()).getByTestId('price-total')).toHaveTextContent(eur(order.total.amount));
    expect(screen.getByTestId('checkin-window')).toHaveTextContent('Online check-in opens on');
    expect(screen.getByTestId('checkin-window')).toHaveTextContent('at 10:00 AM (local time in MAD)');
    expect(screen.queryByTestId('checkin-link')).toBeNull();
    expect(screen.queryByTestId('change-payment')).toBeNull();
  });

  it('marks an arrival on a later local day +1 in the itinerary', async () => {
    // The seed's Cancún → Madrid leaves 18:40 local and lands in Madrid the next morning.
    const order = await book({ origin: 'CUN', destination: 'MAD', nights: undefined, infants: 0 });
    renderPage(order);
    const overnight = await screen.findByTestId(`itinerary-${order.flights[0]!.flightRef}`);
    expect(overnight).toHaveTextContent('departs 6:40 PM');
    expect(overnight).toHaveTextContent('+1 (arrives the next day) (local times)');
  });

  it('links to check-in while its window is open', async () => {
    const order = await book();
    const { checkin } = await server
      .visitor()
      .reservationLookup({ referenceCode: order.bookingReference!, lastName: 'Núñez' });
    server.clock.set(new Date(Date.parse(checkin.opensAt) + 60_000));
    renderPage(order);
    expect(await screen.findByTestId('checkin-link')).toHaveAttribute(
      'href',
      `/en/checkin/select?order=${order.orderId}`,
    );
  });

  it('shows a refunded booking without changes or cancellation', async () => {
    const order = await book();
    const owner = server.visitor();
    await owner.reservationLookup({ referenceCode: order.bookingReference!, lastName: 'Núñez' });
    await owner.requestOtp({ orderId: order.orderId, purpose: 'cancel', language: 'en' });
    await owner.cancelBooking({ orderId: order.orderId, otp: server.mailedCode(order.bookingReference!) });
    renderPage(order);
    expect(await screen.findByTestId('booking-status')).toHaveTextContent('Cancelled and refunded');
    cleanup();
    // The cancellation mail's link opens the cancelled booking too, in another browser.
    const reader = server.visitor();
    const { onOrder } = renderAt({ access: server.mailedManageToken(order.bookingReference!) }, reader);
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith(order.orderId));
    cleanup();
    renderAt({ orderId: order.orderId }, reader);
    expect(await screen.findByTestId('booking-status')).toHaveTextContent('Cancelled and refunded');
    expect(screen.queryByTestId('extras-section')).toBeNull();
    expect(screen.queryByTestId('cancel-section')).toBeNull();
    expect(screen.queryByTestId('not-cancellable')).toBeNull();
    expect(screen.queryByTestId('contact-change')).toBeNull();
    expect(screen.queryByTestId('checkin-window')).toBeNull();
  });
});

const addBag = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click((await screen.findAllByRole('button', { name: /^Add one Checked bag.* for Ana Núñez, / }))[0]!);

describe('manage page: changes after booking', () => {
  it('adds a bag as a change to pay, and pays exactly the amount due', async () => {
    const order = await book();
    const { calls, onPaid, api } = renderPage(order);
    const user = userEvent.setup();
    await addBag(user);
    const amountDue = await screen.findByTestId('amount-due');
    const changed = await api.getOrder({ orderId: order.orderId });
    const due = changed.amountDue!.amount;
    expect(due).toBeGreaterThan(0);
    expect(amountDue).toHaveTextContent(`Your changes come to ${eur(due)}.`);
    expect(within(summary()).getByTestId('price-total')).toHaveTextContent(eur(changed.total.amount));

    const form = screen.getByRole('form', { name: 'Card payment' });
    await user.type(within(form).getByLabelText(/^Card number/), '4242424242424242');
    await user.click(within(form).getByRole('button', { name: `Pay ${eur(due)}` }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(order.orderId));
    const pay = calls.find((c) => c.name === 'pay')!.input as { expectedTotal: number };
    expect(pay.expectedTotal).toBe(due);
    // Only the card field's token goes to the API (decision 020).
    expect(JSON.stringify(pay)).not.toMatch(/"(card|number|cvc)"/);
    expect(await api.getOrder({ orderId: order.orderId })).toMatchObject({
      status: 'CHANGED',
      amountDue: { amount: 0 },
    });
  });

  it('shows a declined card beside the form and takes another card under a new key', async () => {
    const order = await book();
    const { calls, onPaid } = renderPage(order);
    const user = userEvent.setup();
    await addBag(user);
    const form = await screen.findByRole('form', { name: 'Card payment' });
    const card = within(form).getByLabelText(/^Card number/);
    const payButton = () => within(form).getByRole('button', { name: /^Pay / });
    await user.type(card, '4000000000000002');
    await user.click(payButton());
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('The card was declined.');
    await user.clear(card);
    await user.type(card, '4242424242424242');
    await user.click(payButton());
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    const keys = calls
      .filter((c) => c.name === 'pay')
      .map((c) => (c.input as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('manage page: contact and cancellation', () => {
  it('changes the contact with the emailed code, and says when the code is wrong', async () => {
    const order = await book();
    const { calls, api } = renderPage(order);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('contact-change'));
    const form = await screen.findByRole('form', { name: 'Change contact details' });
    expect(calls.find((c) => c.name === 'requestOtp')?.input).toEqual({
      orderId: order.orderId,
      purpose: 'contact',
      language: 'en',
    });
    const sentTo = (await api.manageBooking({ orderId: order.orderId })).contact!.email;
    const code = within(form).getByLabelText(/^Code from the email/);
    expect(code).toHaveFocus();
    expect(
      within(form).getByText(`We sent a 6-digit code to ${sentTo}. It is valid for 10 minutes.`),
    ).toBeInTheDocument();
    const mailed = server.mailedCode(order.bookingReference!);
    await user.type(code, wrongCode(mailed));
    await user.type(within(form).getByLabelText(/^New email/), 'nuevo@example.org');
    await user.type(within(form).getByRole('textbox', { name: /^New phone/ }), '+351 912 345 678');
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(
      await within(form).findByText('This code is not right. Please check it and try again.'),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, mailed);
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Your contact details are changed.')).toBeInTheDocument();
    const contact = (await api.manageBooking({ orderId: order.orderId })).contact!;
    expect(contact.email).toMatch(/^n.*@example\.org$/);
    expect(screen.getByTestId('contact-email')).toHaveTextContent(contact.email);
    expect(screen.getByTestId('contact-phone')).toHaveTextContent(contact.phone);
    expect(calls.filter((c) => c.name === 'updateContact').at(-1)?.input).toMatchObject({
      contact: { email: 'nuevo@example.org', phone: '+351912345678' },
    });
  });

  it('cancels with the server’s refund quote and the emailed code', async () => {
    const order = await book();
    const { calls, onCancelled, api } = renderPage(order);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('cancel-open'));
    const quote = await screen.findByTestId('refund-quote');
    // What the page shows is what the server's refund quote says for this booking.
    const expected = await api.cancelQuote({ orderId: order.orderId });
    const outbound = expected.journeys.find((j) => j.direction === 'outbound')!;
    expect(within(quote).getByTestId('quote-refund')).toHaveTextContent(eur(expected.refund));
    expect(within(quote).getByTestId('quote-outbound')).toHaveTextContent(
      `Non-refundable fare: you paid ${eur(outbound.paid)} and get back ${eur(outbound.refund)}`,
    );
    // Decision 011: a basic fare is non-refundable, yet its taxes come back.
    expect(outbound.refund).toBeGreaterThan(0);
    expect(outbound.refund).toBeLessThan(outbound.paid);
    await user.click(screen.getByTestId('cancel-request-code'));
    const form = await screen.findByRole('form', { name: 'Confirm the cancellation' });
    expect(calls.find((c) => c.name === 'requestOtp')?.input).toMatchObject({ purpose: 'cancel' });
    const mailed = server.mailedCode(order.bookingReference!);
    const code = within(form).getByLabelText(/^Code from the email/);
    await user.type(code, wrongCode(mailed));
    await user.click(within(form).getByRole('button', { name: 'Cancel my booking' }));
    expect(
      await within(form).findByText('This code is not right. Please check it and try again.'),
    ).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
    await user.clear(code);
    await user.type(code, mailed);
    await user.click(within(form).getByRole('button', { name: 'Cancel my booking' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith(order.orderId));
    expect((await api.getOrder({ orderId: order.orderId })).status).toBe('REFUNDED');
    // The card gets back what the quote showed.
    expect(server.gateway.refunds.at(-1)?.amount).toBe(expected.refund);
  });

  it('quotes a flex fare’s whole price back', async () => {
    const order = await book({ family: 'flex', nights: undefined, infants: 0 });
    const { api } = renderPage(order);
    await userEvent.setup().click(await screen.findByTestId('cancel-open'));
    const quote = await screen.findByTestId('refund-quote');
    const { paid } = (await api.cancelQuote({ orderId: order.orderId })).journeys[0]!;
    // Decision 011: a refundable fare gives back everything paid for its journey.
    expect(within(quote).getByTestId('quote-outbound')).toHaveTextContent(
      `Refundable fare: you paid ${eur(paid)} and get back ${eur(paid)}.`,
    );
  });

  it('lets the visitor keep the booking after opening the cancellation', async () => {
    const order = await book();
    const { calls } = renderPage(order);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('cancel-open'));
    await screen.findByTestId('refund-quote');
    await user.click(screen.getByRole('button', { name: 'Keep my booking' }));
    expect(screen.getByTestId('cancel-open')).toBeVisible();
    expect(calls.some((c) => c.name === 'cancelBooking' || c.name === 'requestOtp')).toBe(false);
  });
});
