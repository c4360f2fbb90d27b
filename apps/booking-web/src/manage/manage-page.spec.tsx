import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishI18n } from '@skybook/i18n/testing';
import { CardFieldContext } from '@skybook/booking-funnel';
import { FakeCardField } from '@skybook/booking-funnel/testing';
import { AppContextFixture } from '@skybook/ssr';
import { ManagePage } from './manage-page.tsx';
import { bookedOrder, manageResponse } from './testing/booked-order.ts';
import { FAKE_OTP, fakeManageApi, type FakeManageOptions } from './testing/fake-manage-api.ts';

// The sample trip leaves on 24 Dec 2026: "now" is a month before, so it can still be changed.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderPage(opts: FakeManageOptions = {}, search = { referenceCode: 'K7MX2Q', lastName: 'núñez' }) {
  const fake = fakeManageApi(opts);
  const onPaid = vi.fn();
  const onCancelled = vi.fn();
  render(
    <AppContextFixture api={fake.api} i18n={englishI18n}>
      <CardFieldContext.Provider value={FakeCardField}>
        <ManagePage {...search} onPaid={onPaid} onCancelled={onCancelled} />
      </CardFieldContext.Provider>
    </AppContextFixture>,
  );
  return { ...fake, onPaid, onCancelled };
}

const summary = () => screen.getByRole('complementary', { name: 'Price summary' });

describe('manage page: finding the booking', () => {
  it('says when no booking matches, and links home', async () => {
    renderPage({ lookup: 'not_found' });
    const problem = await screen.findByTestId('manage-problem');
    expect(problem).toHaveTextContent('We could not find a booking with this reference and last name.');
    expect(within(problem).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
  });

  it('says when there were too many tries', async () => {
    renderPage({ lookup: 'rate_limited' });
    expect(await screen.findByTestId('manage-problem')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('asks for the reference and name when the URL has none, without calling the API', () => {
    const { calls } = renderPage({}, { referenceCode: '', lastName: '' });
    expect(screen.getByTestId('manage-problem')).toHaveTextContent(
      'Enter your booking reference and last name',
    );
    expect(calls).toEqual([]);
  });

  it('shows the booking: reference, trip in local times, party, contact, history, price', async () => {
    const { calls } = renderPage();
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('K7MX2Q');
    expect(calls[0]).toEqual({
      name: 'reservationLookup',
      input: { referenceCode: 'K7MX2Q', lastName: 'núñez' },
    });
    expect(screen.getByTestId('booking-status')).toHaveTextContent('Confirmed');
    // 08:05 UTC is 9:05 in Madrid; the return leaves Lisbon at 18:00 local.
    expect(screen.getByTestId('itinerary-101')).toHaveTextContent(
      '12/24/2026, departs 9:05 AM, arrives 9:20 AM (local times)',
    );
    expect(screen.getByTestId('itinerary-202')).toHaveTextContent('departs 6:00 PM, arrives 9:15 PM');
    expect(screen.getByTestId('passenger-p1')).toHaveTextContent('Ana María Núñez (NUNEZ/ANA MARIA)');
    expect(screen.getByTestId('seat-p1-101')).toHaveTextContent('Seat 3C, MAD → LIS');
    expect(screen.getByTestId('passenger-p4')).toHaveTextContent('Travels on the lap of Ana María Núñez');
    expect(screen.getByTestId('contact-email')).toHaveTextContent('a•••••@example.com');
    expect(screen.getAllByTestId('history-entry').map((e) => e.dataset['type'])).toEqual([
      'seat_held',
      'confirmed',
    ]);
    expect(screen.getAllByTestId('history-entry')[0]).toHaveTextContent('Seat chosen · 3C');
    expect(screen.getAllByTestId('history-entry')[1]).toHaveTextContent(
      'Booking confirmed and paid · 429.00 €',
    );
    expect(within(summary()).getByTestId('price-total')).toHaveTextContent('429.00 €');
    // Check-in opens 48 h before the 9:05 departure from Madrid.
    expect(screen.getByTestId('checkin-window')).toHaveTextContent(
      'Online check-in opens on 12/22/2026 at 9:05 AM (local time in MAD)',
    );
    expect(screen.queryByTestId('checkin-link')).toBeNull();
    expect(screen.queryByTestId('change-payment')).toBeNull();
  });

  it('marks an arrival on a later local day +1 in the itinerary', async () => {
    const order = bookedOrder();
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
    renderPage({ booking: manageResponse(order) });
    const overnight = await screen.findByTestId('itinerary-101');
    expect(overnight).toHaveTextContent(
      '12/24/2026, departs 6:40 PM, arrives 10:00 AM +1 (arrives the next day) (local times)',
    );
    expect(within(screen.getByTestId('itinerary-202')).queryByTestId('day-shift')).toBeNull();
  });

  it('links to check-in while its window is open', async () => {
    renderPage({
      booking: manageResponse(bookedOrder(), {
        checkin: { state: 'open', opensAt: '2026-11-22T08:05:00Z', closesAt: '2026-11-24T07:05:00Z' },
      }),
    });
    expect(await screen.findByTestId('checkin-link')).toHaveAttribute(
      'href',
      '/en/checkin/select?referenceCode=K7MX2Q&lastName=n%C3%BA%C3%B1ez',
    );
  });

  it('shows a refunded booking without changes or cancellation', async () => {
    const order = bookedOrder({ status: 'REFUNDED', seats: [] });
    renderPage({
      booking: manageResponse(order, {
        cancellable: false,
        checkin: { state: 'closed', opensAt: '2026-12-22T08:05:00Z', closesAt: '2026-12-24T07:05:00Z' },
      }),
    });
    expect(await screen.findByTestId('booking-status')).toHaveTextContent('Cancelled and refunded');
    expect(screen.queryByTestId('extras-section')).toBeNull();
    expect(screen.queryByTestId('cancel-section')).toBeNull();
    expect(screen.queryByTestId('not-cancellable')).toBeNull();
    expect(screen.queryByTestId('contact-change')).toBeNull();
    expect(screen.queryByTestId('checkin-window')).toBeNull();
  });
});

describe('manage page: changes after booking', () => {
  it('adds a bag as a change to pay, and pays exactly the amount due', async () => {
    const { calls, onPaid, current } = renderPage();
    const user = userEvent.setup();
    await user.click(
      (await screen.findAllByRole('button', { name: 'Add one Checked bag, 23 kg for Ana María Núñez' }))[0]!,
    );
    expect(await screen.findByTestId('amount-due')).toHaveTextContent('Your changes come to 35.00 €.');
    expect(screen.getByTestId('extra-p1-101')).toHaveTextContent(
      'Checked bag, 23 kg × 1, MAD → LIS (to pay)',
    );
    expect(within(summary()).getByTestId('price-total')).toHaveTextContent('464.00 €');

    const form = screen.getByRole('form', { name: 'Card payment' });
    await user.type(within(form).getByLabelText(/^Card number/), '4242424242424242');
    await user.click(within(form).getByRole('button', { name: 'Pay 35.00 €' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(bookedOrder().orderId));
    const pay = calls.find((c) => c.name === 'pay')!.input as {
      expectedTotal: number;
      idempotencyKey: string;
    };
    expect(pay.expectedTotal).toBe(3_500);
    // Only the card field's token goes to the API (decision 020).
    expect(pay).toMatchObject({ cardToken: 'tok_fake_4242424242424242' });
    expect(JSON.stringify(pay)).not.toMatch(/"(card|number|cvc)"/);
    expect(current().order).toMatchObject({ status: 'CHANGED', amountDue: { amount: 0 } });
  });

  it('shows a declined card beside the form and takes another card under a new key', async () => {
    const { calls, onPaid } = renderPage();
    const user = userEvent.setup();
    await user.click(
      (await screen.findAllByRole('button', { name: 'Add one Checked bag, 23 kg for Ana María Núñez' }))[0]!,
    );
    const form = await screen.findByRole('form', { name: 'Card payment' });
    const card = within(form).getByLabelText(/^Card number/);
    await user.type(card, '4000000000000002');
    await user.click(within(form).getByRole('button', { name: 'Pay 35.00 €' }));
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('The card was declined.');
    await user.clear(card);
    await user.type(card, '4242424242424242');
    await user.click(within(form).getByRole('button', { name: 'Pay 35.00 €' }));
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
    const { calls } = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('contact-change'));
    const form = await screen.findByRole('form', { name: 'Change contact details' });
    expect(calls.find((c) => c.name === 'requestOtp')?.input).toEqual({
      orderId: bookedOrder().orderId,
      purpose: 'contact',
      language: 'en',
    });
    const code = within(form).getByLabelText(/^Code from the email/);
    expect(code).toHaveFocus();
    expect(
      within(form).getByText('We sent a 6-digit code to a•••••@example.com. It is valid for 10 minutes.'),
    ).toBeInTheDocument();
    await user.type(code, '000000');
    await user.type(within(form).getByLabelText(/^New email/), 'nuevo@example.org');
    await user.type(within(form).getByRole('textbox', { name: /^New phone/ }), '+351 912 345 678');
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(
      await within(form).findByText('This code is not right. Please check it and try again.'),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, FAKE_OTP);
    await user.click(within(form).getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByText('Your contact details are changed.')).toBeInTheDocument();
    expect(screen.getByTestId('contact-email')).toHaveTextContent('n•••••@example.org');
    expect(screen.getByTestId('contact-phone')).toHaveTextContent('•••••5678');
    expect(calls.filter((c) => c.name === 'updateContact').at(-1)?.input).toMatchObject({
      contact: { email: 'nuevo@example.org', phone: '+351912345678' },
    });
  });

  it('cancels with the refund quote and the emailed code', async () => {
    const { calls, onCancelled, current } = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('cancel-open'));
    // Non-refundable fares give back only their taxes: 42.00 € on the outbound, nothing on the return.
    const quote = await screen.findByTestId('refund-quote');
    expect(within(quote).getByTestId('quote-refund')).toHaveTextContent('42.00 €');
    expect(within(quote).getByTestId('quote-outbound')).toHaveTextContent(
      'Non-refundable fare: you paid 280.00 € and get back 42.00 €',
    );
    await user.click(screen.getByTestId('cancel-request-code'));
    const form = await screen.findByRole('form', { name: 'Confirm the cancellation' });
    expect(calls.find((c) => c.name === 'requestOtp')?.input).toMatchObject({ purpose: 'cancel' });
    const code = within(form).getByLabelText(/^Code from the email/);
    await user.type(code, '111111');
    await user.click(within(form).getByRole('button', { name: 'Cancel my booking' }));
    expect(
      await within(form).findByText('This code is not right. Please check it and try again.'),
    ).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
    await user.clear(code);
    await user.type(code, FAKE_OTP);
    await user.click(within(form).getByRole('button', { name: 'Cancel my booking' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith(bookedOrder().orderId));
    expect(current().order.status).toBe('REFUNDED');
  });

  it('lets the visitor keep the booking after opening the cancellation', async () => {
    const { calls } = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('cancel-open'));
    await screen.findByTestId('refund-quote');
    await user.click(screen.getByRole('button', { name: 'Keep my booking' }));
    expect(screen.getByTestId('cancel-open')).toBeVisible();
    expect(calls.some((c) => c.name === 'cancelBooking' || c.name === 'requestOtp')).toBe(false);
  });
});
