import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient, Order } from '@skybook/api-contract';
import { formatMoney } from '@skybook/i18n';
import { englishI18n } from '@skybook/i18n/testing';
import { CardFieldContext } from '@skybook/booking-order';
import { cardFieldTokenizingWith } from '@skybook/booking-order/testing';
import {
  holdThroughLocalApi,
  namedOrderThroughLocalApi,
  orderThroughLocalApi,
  recording,
  signedInAgent,
  startInProcessApi,
  type InProcessApi,
  type TripOptions,
} from '@skybook/edge-server/testing';
import { AppContextFixture } from '@skybook/ssr';
import { ConfirmationPage } from './confirmation-page.tsx';
import { ExtrasStepPage } from './extras-step-page.tsx';
import { PassengersStepPage } from './passengers-step-page.tsx';
import { PaymentStepPage } from './payment-step-page.tsx';

// The real API in-process (one seeded database for the file); each test makes its own order.
let server: InProcessApi;
beforeAll(async () => {
  server = await startInProcessApi();
}, 60_000);
afterAll(() => server?.close());

afterEach(() => {
  sessionStorage.clear();
  delete window.dataLayer;
});

/** The funnel's usual party: a return MAD ⇄ LIS for two adults, a child and an infant. */
const TRIP: TripOptions = { daysAhead: 12, nights: 7, adults: 2, children: 1, infants: 1 };
const eur = (minor: number) => formatMoney(minor, 'EUR', 'en');

/** `ui` as `api`'s visitor sees it, with a card field that tokenizes at the in-process gateway. */
function renderWith(api: ApiClient, ui: React.ReactElement) {
  const CardField = cardFieldTokenizingWith((digits) => server.cardToken(digits));
  const wrap = (node: React.ReactElement) => (
    <AppContextFixture api={api} i18n={englishI18n}>
      <CardFieldContext.Provider value={CardField}>{node}</CardFieldContext.Provider>
    </AppContextFixture>
  );
  const view = render(wrap(ui));
  return { rerender: (next: React.ReactElement) => view.rerender(wrap(next)) };
}

const summary = () => screen.getByRole('complementary', { name: 'Price summary' });
const alerts = () => screen.getAllByRole('alert').map((a) => a.textContent);

/** Ticks "I accept the fare conditions and terms" (decision 121), unless it is ticked already. */
async function acceptTerms() {
  const box = screen.getByRole('checkbox', { name: /I accept the fare conditions and terms/ });
  if (!(box as HTMLInputElement).checked) await userEvent.setup().click(box);
}

async function fillCard(number: string) {
  const user = userEvent.setup();
  await acceptTerms();
  await user.clear(screen.getByLabelText(/^Card number/));
  await user.type(screen.getByLabelText(/^Card number/), number);
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

/** Moves the end of `order`'s hold to `seconds` from the database's now (negative: already over). */
async function holdEndsIn(order: Order, seconds: number) {
  const { holdId } = await server.database.db
    .execute(sql`select hold_id::text as "holdId" from orders where id = ${order.orderId}::uuid`)
    .then((r) => (r as unknown as { rows: Array<{ holdId: string }> }).rows[0]!);
  await server.database.db.execute(
    sql`update holds set expires_at = now() + ${seconds} * interval '1 second' where id = ${holdId}::uuid`,
  );
}

describe('extras step', () => {
  it('makes the draft order from the hold, then saves a bag and shows it as a price line', async () => {
    const { api, calls } = recording(server.visitor());
    const hold = await holdThroughLocalApi(api, TRIP);
    const onOrder = vi.fn();
    const { rerender } = renderWith(
      api,
      <ExtrasStepPage holdId={hold.holdId} onOrder={onOrder} onContinue={vi.fn()} />,
    );
    await waitFor(() => expect(onOrder).toHaveBeenCalledTimes(1));
    const orderId = onOrder.mock.calls[0]![0] as string;
    expect(calls.filter((c) => c.name === 'createOrder')).toEqual([
      { name: 'createOrder', input: { holdId: hold.holdId } },
    ]);
    rerender(<ExtrasStepPage orderId={orderId} onOrder={onOrder} onContinue={vi.fn()} />);
    const before = await api.getOrder({ orderId });
    const adult2 = before.passengers.filter((p) => p.type === 'adult')[1]!;
    // The server's quote for one more checked bag for Adult 2 on the outbound flight.
    const offer = await api.extrasCatalog({ orderId, language: 'en' });
    const bag = offer.groups
      .flatMap((g) => g.services)
      .find(
        (s) =>
          s.description === 'Checked bag, 23 kg' && s.serviceId.endsWith(`@${before.flights[0]!.flightRef}`),
      )!;
    const quote = bag.passengers.find((p) => p.id === adult2.ref)!;
    const oneMore = quote.quotes.find((q) => q.count === quote.count + 1)!;

    const user = userEvent.setup();
    await user.click(
      (
        await screen.findAllByRole(
          'button',
          { name: 'Add one Checked bag, 23 kg for Adult 2, MAD → LIS' },
          { timeout: 5000 },
        )
      )[0]!,
    );
    expect(
      await within(summary()).findByText('Checked bag, 23 kg × 1, MAD → LIS, Adult 2'),
    ).toBeInTheDocument();
    const after = await api.getOrder({ orderId });
    expect(after.total.amount).toBe(before.total.amount + oneMore.totalCost - quote.totalCost);
    expect(oneMore.totalCost).toBeGreaterThan(quote.totalCost);
    await waitFor(() =>
      expect(within(summary()).getByTestId('price-total')).toHaveTextContent(eur(after.total.amount)),
    );
    // One step event; the icons' load reports (no icon endpoint here) are not steps.
    const steps = window.dataLayer?.filter((e) => e['event'] !== 'page_error');
    expect(steps?.map((e) => e['step_name'])).toEqual(['extras']);
  });

  it('holds a chosen seat and explains a seat someone else took first', async () => {
    const api = server.visitor();
    const order = await orderThroughLocalApi(api, TRIP);
    const outbound = order.flights[0]!;
    const [p1] = order.passengers;
    const map = await api.seatMap({ orderId: order.orderId, flightRef: outbound.flightRef });
    const free = map.seats.filter((s) => s.available && !s.heldBy && !s.exit && s.price.amount === 0);
    const [mine, theirs] = [free[0]!, free[1]!];
    renderWith(api, <ExtrasStepPage orderId={order.orderId} onOrder={vi.fn()} onContinue={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId(`seat-row-${outbound.flightRef}-${p1!.ref}`));
    await user.click(document.querySelector<HTMLButtonElement>(`[data-seat="${mine.seat}"]`)!);
    expect(await within(summary()).findByText(`Seat ${mine.seat}, MAD → LIS, Adult 1`)).toBeInTheDocument();
    expect((await api.getOrder({ orderId: order.orderId })).seats).toEqual([
      { passengerRef: p1!.ref, flightRef: outbound.flightRef, seat: mine.seat, category: mine.category },
    ]);

    // Another traveller on the same flight takes the next seat while this page still shows it free.
    const other = server.visitor();
    const theirOrder = await orderThroughLocalApi(other, TRIP);
    expect(theirOrder.flights[0]!.flightRef).toBe(outbound.flightRef);
    await other.orderSeat({
      orderId: theirOrder.orderId,
      passengerRef: theirOrder.passengers[0]!.ref,
      flightRef: outbound.flightRef,
      seat: theirs.seat,
    });
    await user.click(document.querySelector<HTMLButtonElement>(`[data-seat="${theirs.seat}"]`)!);
    await waitFor(() =>
      expect(alerts()).toEqual(['Someone has just taken that seat. Please choose another one.']),
    );
    expect((await api.getOrder({ orderId: order.orderId })).seats.map((s) => s.seat)).toEqual([mine.seat]);
  });
});

describe('passengers step', () => {
  it('prefills what the order already has, so going back loses nothing', async () => {
    const api = server.visitor();
    const order = await namedOrderThroughLocalApi(api, {
      ...TRIP,
      lastName: 'Peña',
      email: 'luis@example.com',
    });
    const second = order.passengers[1]!;
    renderWith(api, <PassengersStepPage orderId={order.orderId} onContinue={vi.fn()} />);
    const named = await screen.findByDisplayValue(second.firstName!);
    expect(named.closest('fieldset')).toHaveAttribute('data-passenger', second.ref);
    expect(screen.getAllByDisplayValue('Peña').length).toBeGreaterThan(0);
    expect(screen.getByDisplayValue('luis@example.com')).toBeInTheDocument();
  });
});

describe('payment step', () => {
  it('shows a declined card, then charges the next card under a new idempotency key', async () => {
    const { api, calls } = recording(server.visitor());
    const order = await namedOrderThroughLocalApi(api, TRIP);
    const onPaid = vi.fn();
    renderWith(api, <PaymentStepPage orderId={order.orderId} onPaid={onPaid} />);
    await screen.findByRole('button', { name: `Pay ${eur(order.total.amount)}` });
    await fillCard('4000000000000002');
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('The card was declined.');
    expect(window.dataLayer?.filter((e) => e.event === 'page_error')).toEqual([
      expect.objectContaining({ error_type: 'errors.card_declined' }),
    ]);
    await fillCard('4242424242424242');
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(order.orderId));
    const keys = calls
      .filter((c) => c.name === 'pay')
      .map((c) => (c.input as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    const paid = await api.getOrder({ orderId: order.orderId });
    expect(paid).toMatchObject({ status: 'CONFIRMED', total: order.total });
    expect(paid.bookingReference).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('pays only with the terms accepted: the box asks first, and the server is asked nothing', async () => {
    const { api, calls } = recording(server.visitor());
    const order = await namedOrderThroughLocalApi(api, TRIP);
    const onPaid = vi.fn();
    renderWith(api, <PaymentStepPage orderId={order.orderId} onPaid={onPaid} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Card number/), '4242424242424242');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    const box = screen.getByRole('checkbox', { name: /I accept the fare conditions and terms/ });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Please accept the fare conditions and terms to book.');
    expect(calls.filter((c) => c.name === 'pay')).toEqual([]);
    expect(screen.getByRole('link', { name: /fare conditions and terms/ })).toHaveAttribute(
      'href',
      '/en/legal',
    );
    await user.click(box);
    expect(box).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(order.orderId));
    expect(
      calls.filter((c) => c.name === 'pay').map((c) => (c.input as { acceptTerms?: boolean }).acceptTerms),
    ).toEqual([true]);
  });

  it('recaps the trip before the card: flights in travel order, the party with seats and extras, the cards taken', async () => {
    const api = server.visitor();
    const order = await namedOrderThroughLocalApi(api, TRIP);
    const [outbound] = order.flights;
    const [p1] = order.passengers;
    const map = await api.seatMap({ orderId: order.orderId, flightRef: outbound!.flightRef });
    const seat = map.seats.find((s) => s.available && !s.heldBy && !s.exit)!;
    await api.orderSeat({
      orderId: order.orderId,
      passengerRef: p1!.ref,
      flightRef: outbound!.flightRef,
      seat: seat.seat,
    });
    renderWith(api, <PaymentStepPage orderId={order.orderId} onPaid={vi.fn()} />);
    const recap = await screen.findByTestId('payment-recap');
    const flights = within(recap).getAllByTestId(/^itinerary-/);
    expect(flights.map((f) => f.dataset['testid'])).toEqual(
      order.flights.map((f) => `itinerary-${f.flightRef}`),
    );
    expect(flights[0]).toHaveTextContent('MAD → LIS');
    expect(flights[1]).toHaveTextContent('LIS → MAD');
    expect(within(recap).getByTestId(`recap-${p1!.ref}`)).toHaveTextContent(`Seats: MAD–LIS ${seat.seat}`);
    const cards = screen.getByRole('list', { name: 'Cards we accept' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Visa', 'Mastercard', 'American Express']);
  });

  it('asks before paying a price that changed on the server', async () => {
    const api = server.visitor();
    const order = await namedOrderThroughLocalApi(api, TRIP);
    const onPaid = vi.fn();
    renderWith(api, <PaymentStepPage orderId={order.orderId} onPaid={onPaid} />);
    await screen.findByRole('button', { name: `Pay ${eur(order.total.amount)}` });
    // Meanwhile, in another tab, a bag joins the order: the server's total grows.
    const offer = await api.extrasCatalog({ orderId: order.orderId, language: 'en' });
    const service = offer.groups
      .flatMap((g) => g.services)
      .find((s) => s.passengers[0]!.quotes.some((q) => q.totalCost > 0))!;
    const [flightRef] = service.serviceId.split('@').slice(1);
    const passenger = service.passengers[0]!;
    const changed = await api.orderExtras({
      orderId: order.orderId,
      items: [
        {
          serviceId: service.serviceId,
          passengerRef: passenger.id,
          flightRef: flightRef!,
          quantity: passenger.quotes.find((q) => q.totalCost > 0)!.count,
        },
      ],
    });
    expect(changed.total.amount).toBeGreaterThan(order.total.amount);
    await fillCard('4242424242424242');
    expect(
      await screen.findByText(
        `The price of your booking has changed. The new total is ${eur(changed.total.amount)}.`,
      ),
    ).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
    expect((await api.getOrder({ orderId: order.orderId })).status).toBe('HELD');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept the new total' }));
    expect(screen.getByRole('button', { name: `Pay ${eur(changed.total.amount)}` })).toBeInTheDocument();
    await fillCard('4242424242424242');
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(order.orderId));
    expect(await api.getOrder({ orderId: order.orderId })).toMatchObject({
      status: 'CONFIRMED',
      total: changed.total,
    });
  });
});

describe('payment step errors', () => {
  /** An agency with 1.00 of credit left (the demo bookings on account take the rest), as decision 014 refuses. */
  async function agentWithoutCredit() {
    await server.database.db.execute(
      sql`update agencies set credit_limit = credit_reserved + 100 where code = 'lusitania'`,
    );
    return signedInAgent(server, 'agent@lusitania.example');
  }

  it('shows only the newest attempt’s error: a refused card hides an older on-account refusal', async () => {
    const api = await agentWithoutCredit();
    const order = await namedOrderThroughLocalApi(api, TRIP);
    renderWith(api, <PaymentStepPage orderId={order.orderId} onPaid={vi.fn()} />);
    const bookOnAccount = await screen.findByRole('button', { name: /^Book on account/ });
    await acceptTerms();
    await userEvent.setup().click(bookOnAccount);
    await waitFor(() =>
      expect(alerts()).toEqual(['Your agency does not have enough credit available for this booking.']),
    );
    await fillCard('4000000000000002');
    await waitFor(() =>
      expect(alerts()).toEqual(['The card was declined. Please use another card or contact your bank.']),
    );
    expect((await api.getOrder({ orderId: order.orderId })).status).toBe('HELD');
  });

  it('and an on-account refusal hides an older card refusal, from the moment the attempt starts', async () => {
    const agent = await agentWithoutCredit();
    const order = await namedOrderThroughLocalApi(agent, TRIP);
    // The on-account call waits for the test before it reaches the server, as a slow network would.
    let send: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (send = resolve));
    const api: ApiClient = {
      ...agent,
      payOnAccount: async (input) => (await sent, agent.payOnAccount(input)),
    };
    renderWith(api, <PaymentStepPage orderId={order.orderId} onPaid={vi.fn()} />);
    await screen.findByRole('button', { name: /^Pay / });
    await fillCard('4000000000000002');
    expect(await screen.findByTestId('payment-error')).toHaveTextContent('The card was declined.');
    await userEvent.setup().click(screen.getByRole('button', { name: /^Book on account/ }));
    // Under way: the card's old refusal is gone already.
    expect(screen.queryByTestId('payment-error')).toBeNull();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    send();
    await waitFor(() =>
      expect(alerts()).toEqual(['Your agency does not have enough credit available for this booking.']),
    );
  });

  it('and a card refusal replaces an earlier card error shown above the form', async () => {
    const { api, calls } = recording(server.visitor());
    const order = await namedOrderThroughLocalApi(api, TRIP);
    renderWith(api, <PaymentStepPage orderId={order.orderId} onPaid={vi.fn()} />);
    await screen.findByRole('button', { name: /^Pay / });
    // Another tab's payment of this order is still at the gateway (declined once it answers).
    const gateway = server.holdCharges();
    const otherTab = api
      .pay({
        orderId: order.orderId,
        idempotencyKey: 'other-tab',
        expectedTotal: order.total.amount,
        cardToken: await server.cardToken('4000000000000002'),
        acceptTerms: true,
      })
      .catch((error: unknown) => error);
    await fillCard('4000000000000002');
    await waitFor(() => expect(alerts()).toEqual([expect.stringContaining('still being processed')]));
    // No answer yet: paying again sends the same card token under the same key (one charge).
    expect(screen.getByTestId('retry-card')).toHaveTextContent('Paying with Visa ending in 0002');
    gateway.release();
    await otherTab;
    await userEvent.setup().click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() =>
      expect(alerts()).toEqual(['The card was declined. Please use another card or contact your bank.']),
    );
    const pageCalls = calls
      .filter((c) => c.name === 'pay')
      .map((c) => c.input as { idempotencyKey: string; cardToken: string })
      .filter((input) => input.idempotencyKey !== 'other-tab')
      .map(({ idempotencyKey, cardToken }) => ({ idempotencyKey, cardToken }));
    expect(pageCalls).toHaveLength(2);
    expect(pageCalls[1]).toEqual(pageCalls[0]);
    // A definite answer: the card field is back for another card.
    expect(screen.getByLabelText(/^Card number/)).toBeInTheDocument();
  });
});

describe('funnel frame', () => {
  it("groups the price per passenger type with the server's subtotals; a group unfolds its lines by direction", async () => {
    const api = server.visitor();
    const order = await orderThroughLocalApi(api, TRIP);
    renderWith(api, <PassengersStepPage orderId={order.orderId} onContinue={vi.fn()} />);
    const adults = await within(
      await screen.findByRole('complementary', { name: 'Price summary' }),
    ).findByRole('button', { name: '2 adults' });
    const groups = within(within(summary()).getByRole('list'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(groups).toEqual(['2 adults', '1 child', '1 infant']);
    // The subtotals shown are the server's, and each is the sum of its lines there.
    const byType = (type: string) => order.priceGroups.find((g) => g.passengerType === type)!;
    for (const type of ['adult', 'child', 'infant']) {
      const group = byType(type);
      expect(group.amount).toBe(group.lines.reduce((sum, i) => sum + order.lines[i]!.amount, 0));
      expect(within(summary()).getByTestId(`price-group-${type}`)).toHaveTextContent(eur(group.amount));
    }
    expect(order.priceGroups.flatMap((g) => g.lines).sort((a, b) => a - b)).toEqual(
      order.lines.map((_, i) => i),
    );
    expect(within(summary()).getByTestId('price-total')).toHaveTextContent(eur(order.total.amount));
    // Folded, the adults' lines are not shown; unfolded, their fare, taxes and fees per direction are.
    expect(within(summary()).getByText('Fare, 2 adults · Outbound')).not.toBeVisible();
    await userEvent.setup().click(adults);
    expect(adults).toHaveAttribute('aria-expanded', 'true');
    for (const text of ['Fare, 2 adults · Outbound', 'Fare, 2 adults · Return', 'Taxes, adults, Return'])
      expect(within(summary()).getByText(text)).toBeVisible();
    expect(within(summary()).getByText('Fare, 1 child · Outbound')).not.toBeVisible();
  });

  it('never shows an expired order as bookable', async () => {
    const api = server.visitor();
    const order = await namedOrderThroughLocalApi(api, TRIP);
    await holdEndsIn(order, -1);
    renderWith(api, <PaymentStepPage orderId={order.orderId} onPaid={vi.fn()} />);
    expect(await screen.findByText('Your seats are no longer held.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
  });

  it('says the hold ran out when the countdown reaches zero', async () => {
    const api = server.visitor();
    const order = await namedOrderThroughLocalApi(api, TRIP);
    await holdEndsIn(order, 3);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWith(api, <PaymentStepPage orderId={order.orderId} onPaid={vi.fn()} />);
      await screen.findByRole('timer');
      await vi.advanceTimersByTimeAsync(4_000);
      expect(await screen.findByText('Your seats are no longer held.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks a visitor who may not see the order for the reference and last name, never "no longer held"', async () => {
    const owner = server.visitor();
    const order = await namedOrderThroughLocalApi(owner, TRIP);
    // Another browser: the server answers someone else's order as missing (decision 016).
    renderWith(
      server.visitor(),
      <ConfirmationPage orderId={order.orderId} lookup={<form aria-label="Find your booking form" />} />,
    );
    expect(await screen.findByTestId('confirmation-lookup')).toHaveTextContent(
      'Enter your booking reference and last name',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Find your booking');
    expect(screen.getByRole('form', { name: 'Find your booking form' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/no longer held|Booking confirmed/);
  });
});

describe('confirmation', () => {
  /** A paid order of `trip`, made and paid by `api`'s visitor (who may see it). */
  async function paid(api: ApiClient, trip: TripOptions): Promise<Order> {
    const order = await namedOrderThroughLocalApi(api, trip);
    return api.pay({
      orderId: order.orderId,
      idempotencyKey: `confirmation-${order.orderId}`,
      expectedTotal: order.total.amount,
      cardToken: await server.cardToken(),
      acceptTerms: true,
    });
  }
  /** What a traveller reads at the airport: the time in that airport's own zone (en-US). */
  const local = (utc: string, timeZone: string, parts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...parts, timeZone }).format(new Date(utc));
  const clock = (utc: string, timeZone: string) =>
    local(utc, timeZone, { hour: 'numeric', minute: '2-digit' });

  it('shows the confirmation of a paid order with its reference and local times', async () => {
    const api = server.visitor();
    const order = await paid(api, { ...TRIP, lastName: 'Núñez' });
    renderWith(api, <ConfirmationPage orderId={order.orderId} />);
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent(order.bookingReference!);
    for (const f of order.flights) {
      const day = local(f.departureUtc, f.departureTimeZone, {
        month: '2-digit',
        day: '2-digit',
        year: 'numeric',
      });
      expect(screen.getByTestId(`itinerary-${f.flightRef}`)).toHaveTextContent(
        `departs ${clock(f.departureUtc, f.departureTimeZone)}, arrives ${clock(f.arrivalUtc, f.arrivalTimeZone)}`,
      );
      expect(screen.getByTestId(`itinerary-${f.flightRef}`)).toHaveTextContent(day);
    }
    expect(screen.getByTestId('manage-link')).toHaveAttribute('href', `/en/manage?order=${order.orderId}`);
  });

  it('marks an arrival on a later local day +1 on the confirmation, in words for screen readers', async () => {
    const api = server.visitor();
    // Cancún → Madrid flies overnight: it lands the next local day.
    const order = await paid(api, { origin: 'CUN', destination: 'MAD', daysAhead: 12, nights: 7 });
    const [overnightFlight, sameDayFlight] = order.flights;
    const date = (utc: string, tz: string) => local(utc, tz, { dateStyle: 'short' });
    expect(date(overnightFlight!.arrivalUtc, overnightFlight!.arrivalTimeZone)).not.toBe(
      date(overnightFlight!.departureUtc, overnightFlight!.departureTimeZone),
    );
    expect(date(sameDayFlight!.arrivalUtc, sameDayFlight!.arrivalTimeZone)).toBe(
      date(sameDayFlight!.departureUtc, sameDayFlight!.departureTimeZone),
    );
    renderWith(api, <ConfirmationPage orderId={order.orderId} />);
    const overnight = await screen.findByTestId(`itinerary-${overnightFlight!.flightRef}`);
    expect(overnight).toHaveTextContent(
      `arrives ${clock(overnightFlight!.arrivalUtc, overnightFlight!.arrivalTimeZone)} +1 (arrives the next day) (local times)`,
    );
    expect(within(overnight).getByTestId('day-shift')).toHaveAttribute('title', 'arrives the next day');
    // The return lands the day it leaves: no mark.
    expect(
      within(screen.getByTestId(`itinerary-${sameDayFlight!.flightRef}`)).queryByTestId('day-shift'),
    ).toBeNull();
  });
});
