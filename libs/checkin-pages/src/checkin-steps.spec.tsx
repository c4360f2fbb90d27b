import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient, Order } from '@skybook/api-contract';
import { englishI18n } from '@skybook/i18n/testing';
import {
  bookThroughLocalApi,
  recording,
  startInProcessApi,
  type InProcessApi,
  type TripOptions,
} from '@skybook/edge-server/testing';
import { AppContextFixture } from '@skybook/ssr';
import { CheckinBoardingPassesPage } from './checkin-boarding-passes-page.tsx';
import { CheckinDocumentsPage } from './checkin-documents-page.tsx';
import { CheckinSeatsPage } from './checkin-seats-page.tsx';
import { CheckinSelectPage } from './checkin-select-page.tsx';

// The real API in-process (one seeded database for the file); each test books its own order:
// Ana and Eva Núñez, Íñigo (a child) and Sofía on Ana's lap, MAD → LIS in ten days and back a week later.
let server: InProcessApi;
beforeAll(async () => {
  server = await startInProcessApi();
}, 60_000);
afterAll(() => server?.close());
afterEach(() => {
  server.clock.reset();
  vi.restoreAllMocks();
});

const TRIP: TripOptions = { daysAhead: 10, nights: 7, adults: 2, children: 1, infants: 1, lastName: 'Núñez' };

interface Booked {
  order: Order;
  /** A visitor who looked the booking up, so may open its check-in by id. */
  api: ApiClient;
  calls: Array<{ name: string; input: unknown }>;
}

/** A booking, with the server's clock inside its check-in window unless `window` says otherwise. */
async function booked(opts: { window?: 'open' | 'not_open' | 'closed'; trip?: Partial<TripOptions> } = {}) {
  const order = await bookThroughLocalApi(server, { ...TRIP, ...opts.trip });
  const { api, calls } = recording(server.visitor());
  const { checkin } = await api.reservationLookup({
    referenceCode: order.bookingReference!,
    lastName: 'Núñez',
  });
  const window = opts.window ?? 'open';
  if (window === 'open') server.clock.set(new Date(Date.parse(checkin.opensAt) + 60_000));
  if (window === 'closed') server.clock.set(new Date(Date.parse(checkin.closesAt) + 60_000));
  calls.length = 0;
  return { order, api, calls } satisfies Booked;
}

/** The documents of everyone booked, saved through the API as the documents step does. */
async function withDocuments({ order, api, calls }: Booked) {
  const view = await api.checkinDocuments({
    orderId: order.orderId,
    documents: order.passengers.map((p, i) => ({
      passengerRef: p.ref,
      type: 'passport',
      number: `X${1234560 + i}`,
      expiryDate: '2035-06-30',
      nationality: 'ES',
      dateOfBirth: p.dateOfBirth ?? '1985-01-02',
    })),
  });
  calls.length = 0; // the page's calls are the ones a test checks
  return view;
}

const renderWith = (api: ApiClient, ui: ReactElement) =>
  render(
    <AppContextFixture api={api} i18n={englishI18n}>
      {ui}
    </AppContextFixture>,
  );
const called = (b: Booked, name: string) => b.calls.filter((c) => c.name === name).map((c) => c.input);
const selectProps = { onOrder: vi.fn(), onContinue: vi.fn(), onBoardingPasses: vi.fn() };

describe('select step', () => {
  it('looks the booking up, names it in the URL, and shows the flights in local time and the infant with its adult', async () => {
    const b = await booked();
    const { order } = b;
    const onOrder = vi.fn();
    const onContinue = vi.fn();
    renderWith(
      b.api,
      <CheckinSelectPage
        {...selectProps}
        referenceCode={order.bookingReference!.toLowerCase()}
        lastName="nunez"
        onOrder={onOrder}
        onContinue={onContinue}
      />,
    );
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent(order.bookingReference!);
    expect(onOrder).toHaveBeenCalledWith(order.orderId);
    const [outbound, inbound] = order.flights;
    // The seed's first MAD → LIS of the day leaves at 10:00 in Madrid and lands 10:20 in Lisbon.
    expect(screen.getByTestId(`checkin-flight-${outbound!.flightRef}`)).toHaveTextContent(
      'departs 10:00 AM, arrives 10:20 AM (local times)',
    );
    // The return is a week later: not in this check-in.
    expect(screen.queryByTestId(`checkin-flight-${inbound!.flightRef}`)).toBeNull();
    expect(
      within(screen.getByTestId('checkin-passenger-p1')).getByTestId('checkin-infant-p4'),
    ).toHaveTextContent('With infant Sofía Núñez');
    expect(screen.queryByRole('checkbox', { name: 'Sofía Núñez' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Eva Núñez' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(order.orderId, ['p1', 'p3']);
  });

  it('asks for at least one passenger', async () => {
    const b = await booked();
    const onContinue = vi.fn();
    renderWith(
      b.api,
      <CheckinSelectPage {...selectProps} orderId={b.order.orderId} onContinue={onContinue} />,
    );
    const user = userEvent.setup();
    for (const name of ['Ana Núñez', 'Eva Núñez', 'Íñigo Núñez'])
      await user.click(await screen.findByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one passenger to check in.');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('says when check-in opens, in the departure airport’s time', async () => {
    const b = await booked({ window: 'not_open' });
    renderWith(
      server.visitor(),
      <CheckinSelectPage {...selectProps} referenceCode={b.order.bookingReference!} lastName="Núñez" />,
    );
    expect(await screen.findByTestId('checkin-opens-at')).toHaveTextContent(
      /^Online check-in opens on .+ at 10:00\sAM \(MAD local time\)\.$/,
    );
    expect(screen.getByTestId('checkin-not-open')).toHaveTextContent('Online check-in is not open yet');
  });

  it('says when check-in has closed, and when the booking is not found', async () => {
    const b = await booked({ window: 'closed' });
    const { unmount } = renderWith(b.api, <CheckinSelectPage {...selectProps} orderId={b.order.orderId} />);
    expect(await screen.findByTestId('checkin-refused')).toHaveTextContent('Online check-in has closed');
    unmount();
    renderWith(
      server.visitor(),
      <CheckinSelectPage {...selectProps} referenceCode="ZZZZZZ" lastName="Nobody" />,
    );
    const refused = await screen.findByTestId('checkin-refused');
    expect(refused).toHaveTextContent('We could not find a booking with this reference and last name.');
    expect(within(refused).getByRole('link', { name: 'Look up your booking again' })).toHaveAttribute(
      'href',
      '/en/checkin',
    );
  });

  it('offers the boarding passes once everyone is checked in', async () => {
    const b = await booked();
    await withDocuments(b);
    await b.api.checkinComplete({ orderId: b.order.orderId });
    const onBoardingPasses = vi.fn();
    renderWith(
      b.api,
      <CheckinSelectPage {...selectProps} orderId={b.order.orderId} onBoardingPasses={onBoardingPasses} />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'See boarding passes' }));
    expect(onBoardingPasses).toHaveBeenCalledWith(b.order.orderId);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByTestId('checkin-passenger-p2')).toHaveTextContent('Checked in');
  });
});

async function fillDocument(
  fieldset: HTMLElement,
  /** `born` is left out where the booking gave the date of birth (the form starts from it). */
  doc: { number: string; expiry: string; nationality: string; born?: string },
) {
  const user = userEvent.setup();
  const inside = within(fieldset);
  await user.type(inside.getByLabelText(/^Document number/), doc.number);
  await user.type(inside.getByLabelText(/^Expiry date/), doc.expiry);
  await user.selectOptions(inside.getByLabelText(/^Nationality/), doc.nationality);
  if (doc.born) await user.type(inside.getByLabelText(/^Date of birth/), doc.born);
}
const fieldsetOf = (ref: string) => document.querySelector<HTMLElement>(`fieldset[data-passenger="${ref}"]`)!;
const documentNumbers = async (b: Booked) =>
  (await b.api.checkinStart({ orderId: b.order.orderId })).passengers.map((p) => p.document?.number ?? null);

describe('documents step', () => {
  it('checks each document with the contract, then saves the adult’s and the infant’s and goes on', async () => {
    const b = await booked();
    const onContinue = vi.fn();
    renderWith(
      b.api,
      <CheckinDocumentsPage
        orderId={b.order.orderId}
        passengers={['p1']}
        onContinue={onContinue}
        onBack={vi.fn()}
      />,
    );
    const submit = await screen.findByTestId('documents-submit');
    // Ana and Sofía on her lap; nobody else.
    expect(document.querySelectorAll('fieldset[data-passenger]')).toHaveLength(2);
    expect(within(fieldsetOf('p4')).getByText('Infant travelling with Ana Núñez')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(submit);
    expect(
      within(fieldsetOf('p1')).getByText('Please enter the document number: 5 to 20 letters and digits.'),
    ).toBeInTheDocument();
    expect(within(fieldsetOf('p1')).getByText('Please choose a nationality.')).toBeInTheDocument();
    expect(within(fieldsetOf('p1')).getByLabelText(/^Expiry date/)).toHaveAttribute('aria-invalid', 'true');
    expect(called(b, 'checkinDocuments')).toEqual([]);

    const infantBorn = b.order.passengers.find((p) => p.ref === 'p4')!.dateOfBirth!;
    await fillDocument(fieldsetOf('p1'), {
      number: 'x123 4567',
      expiry: '2030-01-31',
      nationality: 'ES',
      born: '1988-03-14',
    });
    await user.selectOptions(within(fieldsetOf('p4')).getByLabelText(/^Document type/), 'id_card');
    // Expires today, before the trip.
    const today = new Date().toISOString().slice(0, 10);
    // The infant's date of birth, given when booking, is already in its form; the adult's is not.
    expect(within(fieldsetOf('p4')).getByLabelText(/^Date of birth/)).toHaveValue(infantBorn);
    await fillDocument(fieldsetOf('p4'), { number: 'INF998877', expiry: today, nationality: 'PT' });
    await user.click(submit);
    // The server's key lands beside the infant's expiry date (documents.1.expiryDate).
    expect(
      await within(fieldsetOf('p4')).findByText('The document must be valid until the end of the trip.'),
    ).toBeInTheDocument();
    expect(onContinue).not.toHaveBeenCalled();

    await user.clear(within(fieldsetOf('p4')).getByLabelText(/^Expiry date/));
    await user.type(within(fieldsetOf('p4')).getByLabelText(/^Expiry date/), '2031-01-31');
    await user.click(submit);
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(called(b, 'checkinDocuments').at(-1)).toEqual({
      orderId: b.order.orderId,
      documents: [
        {
          passengerRef: 'p1',
          type: 'passport',
          number: 'x123 4567',
          expiryDate: '2030-01-31',
          nationality: 'ES',
          dateOfBirth: '1988-03-14',
        },
        {
          passengerRef: 'p4',
          type: 'id_card',
          number: 'INF998877',
          expiryDate: '2031-01-31',
          nationality: 'PT',
          dateOfBirth: infantBorn,
        },
      ],
    });
    // Saved on the server, which only ever shows the end of a number.
    const [ana, eva, inigo, sofia] = await documentNumbers(b);
    expect([eva, inigo]).toEqual([null, null]);
    expect(ana).toMatch(/4567$/);
    expect(ana).not.toContain('123');
    expect(sofia).toMatch(/8877$/);
  });

  it('shows saved documents masked, and a change needs the emailed code', async () => {
    const b = await booked();
    const saved = (await withDocuments(b)).passengers.find((p) => p.ref === 'p2')!.document!;
    const onContinue = vi.fn();
    renderWith(
      b.api,
      <CheckinDocumentsPage
        orderId={b.order.orderId}
        passengers={['p2']}
        onContinue={onContinue}
        onBack={vi.fn()}
      />,
    );
    const card = await screen.findByTestId('saved-document-p2');
    expect(card).toHaveTextContent(`Passport ${saved.number} · Spain`);
    expect(card).toHaveTextContent('Expires 06/30/2035 · Born 01/02/1985');
    expect(document.querySelectorAll('fieldset[data-passenger]')).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Change the document of Eva Núñez' }));
    // Everything but the number comes back; the number was never sent to the browser.
    expect(within(fieldsetOf('p2')).getByLabelText(/^Expiry date/)).toHaveValue('2035-06-30');
    expect(within(fieldsetOf('p2')).getByLabelText(/^Document number/)).toHaveValue('');
    await user.type(within(fieldsetOf('p2')).getByLabelText(/^Document number/), 'Y7654321');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    const sentTo = (await b.api.manageBooking({ orderId: b.order.orderId })).contact!.email;
    expect(await screen.findByText(`We have sent a code to ${sentTo}.`)).toBeInTheDocument();
    expect(called(b, 'requestOtp')).toEqual([
      { orderId: b.order.orderId, purpose: 'documents', language: 'en' },
    ]);
    const mailed = server.mailedCode(b.order.bookingReference!);
    await user.type(screen.getByLabelText(/^Code from the email/), mailed === '000000' ? '111111' : '000000');
    await user.click(screen.getByTestId('documents-submit'));
    expect(
      await screen.findByText('This code is not right. Please check it and try again.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Code from the email/));
    await user.type(screen.getByLabelText(/^Code from the email/), mailed);
    await user.click(screen.getByTestId('documents-submit'));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect((await documentNumbers(b))[1]).toMatch(/4321$/);
  });

  it('goes straight on when every document is saved', async () => {
    const b = await booked();
    await withDocuments(b);
    const onContinue = vi.fn();
    renderWith(
      b.api,
      <CheckinDocumentsPage orderId={b.order.orderId} onContinue={onContinue} onBack={vi.fn()} />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalled();
    expect(called(b, 'checkinDocuments')).toEqual([]);
  });
});

describe('seats step', () => {
  /** The seats step for `passengers` of booking `b`; answers its `onContinue`. */
  const renderSeats = (b: Booked, passengers: string[]) => {
    const onContinue = vi.fn();
    renderWith(
      b.api,
      <CheckinSeatsPage
        orderId={b.order.orderId}
        passengers={passengers}
        onContinue={onContinue}
        onBack={vi.fn()}
      />,
    );
    return onContinue;
  };

  it('offers only the fare’s seats, books one and lists it as final', async () => {
    const b = await booked();
    await withDocuments(b);
    const flightRef = b.order.flights[0]!.flightRef;
    const onContinue = renderSeats(b, ['p1', 'p2']);
    const map = await b.api.seatMap({ orderId: b.order.orderId, flightRef });
    const paid = map.seats.find((s) => s.available && s.price.amount > 0)!;
    const free = map.seats.find((s) => s.available && s.price.amount === 0)!;
    const user = userEvent.setup();
    await user.click(await screen.findByTestId(`seat-row-${flightRef}-p2`));
    const seat = (id: string) => document.querySelector<HTMLElement>(`[data-seat="${id}"]`)!;
    // Check-in gives only the seats the fare includes: a seat sold for money is not offered.
    expect(seat(paid.seat)).toHaveAttribute('data-state', 'disabled');
    expect(seat(free.seat)).toHaveAttribute('data-state', 'none');
    await user.click(seat(free.seat));
    // A click chooses; nothing is taken until the traveller confirms (a check-in seat is final).
    expect(called(b, 'checkinSeat')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const route = `${b.order.flights[0]!.origin} → ${b.order.flights[0]!.destination}`;
    expect(await screen.findByTestId(`seat-choice-${flightRef}-p2`)).toHaveTextContent(
      `${route}: Eva Núñez, seat ${free.seat}`,
    );
    expect(screen.getByRole('heading', { name: 'Confirm your seats' })).toHaveFocus();
    // Changing is still possible: back on the map, the choice is kept.
    await user.click(screen.getByRole('button', { name: 'Change seats' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByTestId('seats-confirm'));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(called(b, 'checkinSeat')).toEqual([
      { orderId: b.order.orderId, passengerRef: 'p2', flightRef, seat: free.seat },
    ]);
  });

  it('shows the seat another passenger of the booking keeps as taken, not as free', async () => {
    const b = await booked();
    await withDocuments(b);
    const flightRef = b.order.flights[0]!.flightRef;
    const map = await b.api.seatMap({ orderId: b.order.orderId, flightRef });
    const free = map.seats.find((s) => s.available && s.price.amount === 0)!;
    // The first passenger's seat is final; the second checks in on their own afterwards.
    await b.api.checkinSeat({ orderId: b.order.orderId, passengerRef: 'p1', flightRef, seat: free.seat });
    renderSeats(b, ['p2']);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId(`seat-row-${flightRef}-p2`));
    expect(document.querySelector(`[data-seat="${free.seat}"]`)).toHaveAttribute('data-state', 'disabled');
  });

  it('goes straight on when no seat was chosen: check-in gives free ones', async () => {
    const b = await booked();
    await withDocuments(b);
    const onContinue = renderSeats(b, ['p1']);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Check in' }));
    expect(onContinue).toHaveBeenCalled();
    expect(called(b, 'checkinSeat')).toEqual([]);
  });

  it('says so when a confirmed seat was taken meanwhile, and lets the traveller choose again', async () => {
    const b = await booked();
    await withDocuments(b);
    const flightRef = b.order.flights[0]!.flightRef;
    const onContinue = renderSeats(b, ['p2']);
    const map = await b.api.seatMap({ orderId: b.order.orderId, flightRef });
    const free = map.seats.find((s) => s.available && s.price.amount === 0)!;
    const user = userEvent.setup();
    await user.click(await screen.findByTestId(`seat-row-${flightRef}-p2`));
    await user.click(document.querySelector<HTMLElement>(`[data-seat="${free.seat}"]`)!);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Another traveller takes it while this one reads the review.
    await b.api.checkinSeat({ orderId: b.order.orderId, passengerRef: 'p1', flightRef, seat: free.seat });
    await user.click(await screen.findByTestId('seats-confirm'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(onContinue).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });
});

describe('boarding passes step', () => {
  it('checks the chosen passengers in and shows each pass with its barcode, PDF and print button', async () => {
    const b = await booked();
    await withDocuments(b);
    const { orderId } = b.order;
    const flightRef = b.order.flights[0]!.flightRef;
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWith(
      b.api,
      <CheckinBoardingPassesPage orderId={orderId} passengers={['p1', 'p3']} onStep={vi.fn()} />,
    );
    const pass = await screen.findByTestId(`boarding-pass-p1-${flightRef}`);
    expect(called(b, 'checkinComplete')).toEqual([{ orderId, passengerRefs: ['p1', 'p3'], language: 'en' }]);
    expect(screen.getByTestId('checkin-done')).toHaveTextContent('You are checked in.');
    expect(screen.queryByTestId(`boarding-pass-p2-${flightRef}`)).toBeNull();
    const issued = (await b.api.boardingPasses({ orderId })).find((p) => p.passengerRef === 'p1')!;
    expect(within(pass).getByTestId('pass-name')).toHaveTextContent('NUNEZ/ANA');
    expect(within(pass).getByTestId('pass-infant')).toHaveTextContent('With infant NUNEZ/SOFIA');
    expect(within(pass).getByTestId('pass-departs')).toHaveTextContent('10:00 AM');
    expect(within(pass).getByTestId('pass-seat')).toHaveTextContent(issued.seat);
    // One sequence format on screen and in the PDF: at least 3 digits.
    expect(within(pass).getByTestId('pass-sequence').textContent).toBe(
      String(issued.sequence).padStart(3, '0'),
    );
    // Boarding 40 minutes before the 10:00 departure; no gate yet; with an infant on the lap: zone 2.
    expect(within(pass).getByTestId('pass-boarding')).toHaveTextContent('9:20 AM');
    expect(within(pass).getByTestId('pass-gate')).toHaveTextContent('TBA');
    expect(within(pass).getByTestId('pass-zone')).toHaveTextContent('Zone 2');
    const other = await screen.findByTestId(`boarding-pass-p3-${flightRef}`);
    expect(within(other).getByTestId('pass-zone')).toHaveTextContent('Zone 3');
    const flight = issued.flightNumber;
    expect(
      within(pass).getByRole('img', { name: `Barcode of the boarding pass of NUNEZ/ANA, flight ${flight}` }),
    ).toHaveAttribute(
      'src',
      `/api/boarding-pass.svg?orderId=${orderId}&passenger=p1&flight=${flightRef}&kind=qrcode`,
    );
    expect(within(pass).getByRole('link', { name: `Download PDF: NUNEZ/ANA, ${flight}` })).toHaveAttribute(
      'href',
      `/api/boarding-pass.pdf?orderId=${orderId}&passenger=p1&flight=${flightRef}&language=en`,
    );
    expect(screen.getByTestId(`boarding-pass-p3-${flightRef}`)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print boarding passes' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('marks an arrival on a later local day +1 on the pass', async () => {
    // The seed's Cancún → Madrid leaves 18:40 local and lands in Madrid the next morning.
    const b = await booked({ trip: { origin: 'CUN', destination: 'MAD', nights: undefined } });
    await withDocuments(b);
    await b.api.checkinComplete({ orderId: b.order.orderId });
    renderWith(b.api, <CheckinBoardingPassesPage orderId={b.order.orderId} onStep={vi.fn()} />);
    const pass = await screen.findByTestId(`boarding-pass-p1-${b.order.flights[0]!.flightRef}`);
    expect(within(pass).getByTestId('pass-arrives')).toHaveTextContent(/\+1 \(arrives the next day\)$/);
    expect(within(pass).getByTestId('pass-departs')).toHaveTextContent(/^6:40\sPM$/);
  });

  it('sends the traveller back to documents when one is missing', async () => {
    const b = await booked();
    const onStep = vi.fn();
    renderWith(
      b.api,
      <CheckinBoardingPassesPage orderId={b.order.orderId} passengers={['p2']} onStep={onStep} />,
    );
    const failed = await screen.findByTestId('checkin-failed');
    expect(failed).toHaveTextContent('Please add the travel document of every passenger before checking in.');
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Back to documents' }));
    expect(onStep).toHaveBeenCalledWith('documents');
  });

  it('only shows the passes already issued when the URL names nobody', async () => {
    const b = await booked();
    await withDocuments(b);
    await b.api.checkinComplete({ orderId: b.order.orderId });
    b.calls.length = 0; // the page's calls are the ones a test checks
    renderWith(b.api, <CheckinBoardingPassesPage orderId={b.order.orderId} onStep={vi.fn()} />);
    // Three seated passengers; Sofía travels on Ana's pass.
    expect(await screen.findAllByTestId(/^boarding-pass-p\d-\d+$/)).toHaveLength(3);
    expect(called(b, 'checkinComplete')).toEqual([]);
  });
});
