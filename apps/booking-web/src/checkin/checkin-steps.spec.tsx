import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContextFixture } from '@skybook/ssr';
import { CheckinBoardingPassesPage } from './checkin-boarding-passes-page.tsx';
import { CheckinDocumentsPage } from './checkin-documents-page.tsx';
import { CheckinSeatsPage } from './checkin-seats-page.tsx';
import { CheckinSelectPage } from './checkin-select-page.tsx';
import { FAKE_OTP, fakeCheckinApi } from './testing/fake-checkin-api.ts';
import { SAMPLE_ORDER_ID, checkedIn, sampleCheckin, withDocuments } from './testing/checkin-fixtures.ts';

const english = () => {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  return i18n;
};
const renderWith = (api: ReturnType<typeof fakeCheckinApi>, ui: ReactElement) =>
  render(
    <AppContextFixture api={api} i18n={english()}>
      {ui}
    </AppContextFixture>,
  );
const called = (api: ReturnType<typeof fakeCheckinApi>, name: string) =>
  api.calls.filter((c) => c.name === name).map((c) => c.input);
const selectProps = { onOrder: vi.fn(), onContinue: vi.fn(), onBoardingPasses: vi.fn() };

afterEach(() => vi.restoreAllMocks());

describe('select step', () => {
  it('looks the booking up, names it in the URL, and shows the flights in local time and the infant with its adult', async () => {
    const api = fakeCheckinApi();
    const onOrder = vi.fn();
    const onContinue = vi.fn();
    renderWith(
      api,
      <CheckinSelectPage
        {...selectProps}
        referenceCode="k7mx2q"
        lastName="nunez"
        onOrder={onOrder}
        onContinue={onContinue}
      />,
    );
    expect(await screen.findByTestId('booking-reference')).toHaveTextContent('K7MX2Q');
    expect(onOrder).toHaveBeenCalledWith(SAMPLE_ORDER_ID);
    expect(called(api, 'reservationLookup')).toEqual([{ referenceCode: 'k7mx2q', lastName: 'nunez' }]);
    // 08:05 UTC is 9:05 in Madrid and 09:20 UTC is 9:20 in Lisbon.
    expect(screen.getByTestId('checkin-flight-101')).toHaveTextContent(
      '12/24/2026, departs 9:05 AM, arrives 9:20 AM (local times)',
    );
    expect(screen.queryByTestId('checkin-flight-202')).toBeNull();
    expect(
      within(screen.getByTestId('checkin-passenger-p1')).getByTestId('checkin-infant-p4'),
    ).toHaveTextContent('With infant Mateo Núñez');
    expect(screen.queryByRole('checkbox', { name: 'Mateo Núñez' })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'João Gonçalves' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith(SAMPLE_ORDER_ID, ['p1', 'p3']);
  });

  it('asks for at least one passenger', async () => {
    const onContinue = vi.fn();
    renderWith(
      fakeCheckinApi(),
      <CheckinSelectPage {...selectProps} orderId={SAMPLE_ORDER_ID} onContinue={onContinue} />,
    );
    const user = userEvent.setup();
    for (const name of ['Ana María Núñez', 'João Gonçalves', 'Lucía Núñez'])
      await user.click(await screen.findByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one passenger to check in.');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('says when check-in opens, in the departure airport’s time', async () => {
    renderWith(
      fakeCheckinApi({ window: 'not_open' }),
      <CheckinSelectPage {...selectProps} referenceCode="K7MX2Q" lastName="Gonçalves" />,
    );
    expect(await screen.findByTestId('checkin-opens-at')).toHaveTextContent(
      'Online check-in opens on 12/22/2026 at 9:05 AM (MAD local time).',
    );
    expect(screen.getByTestId('checkin-not-open')).toHaveTextContent('Online check-in is not open yet');
  });

  it('says when check-in has closed, and when the booking is not found', async () => {
    const { unmount } = renderWith(
      fakeCheckinApi({ window: 'closed' }),
      <CheckinSelectPage {...selectProps} orderId={SAMPLE_ORDER_ID} />,
    );
    expect(await screen.findByTestId('checkin-refused')).toHaveTextContent('Online check-in has closed');
    unmount();
    renderWith(
      fakeCheckinApi(),
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
    const onBoardingPasses = vi.fn();
    renderWith(
      fakeCheckinApi({ view: checkedIn() }),
      <CheckinSelectPage {...selectProps} orderId={SAMPLE_ORDER_ID} onBoardingPasses={onBoardingPasses} />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'See boarding passes' }));
    expect(onBoardingPasses).toHaveBeenCalledWith(SAMPLE_ORDER_ID);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByTestId('checkin-passenger-p2')).toHaveTextContent('Checked in');
  });
});

async function fillDocument(
  fieldset: HTMLElement,
  doc: { number: string; expiry: string; nationality: string; born: string },
) {
  const user = userEvent.setup();
  const inside = within(fieldset);
  await user.type(inside.getByLabelText(/^Document number/), doc.number);
  await user.type(inside.getByLabelText(/^Expiry date/), doc.expiry);
  await user.selectOptions(inside.getByLabelText(/^Nationality/), doc.nationality);
  await user.type(inside.getByLabelText(/^Date of birth/), doc.born);
}
const fieldsetOf = (ref: string) => document.querySelector<HTMLElement>(`fieldset[data-passenger="${ref}"]`)!;

describe('documents step', () => {
  it('checks each document with the contract, then saves the adult’s and the infant’s and goes on', async () => {
    const api = fakeCheckinApi();
    const onContinue = vi.fn();
    renderWith(
      api,
      <CheckinDocumentsPage
        orderId={SAMPLE_ORDER_ID}
        passengers={['p1']}
        onContinue={onContinue}
        onBack={vi.fn()}
      />,
    );
    const submit = await screen.findByTestId('documents-submit');
    // Ana and Mateo on her lap; nobody else.
    expect(document.querySelectorAll('fieldset[data-passenger]')).toHaveLength(2);
    expect(within(fieldsetOf('p4')).getByText('Infant travelling with Ana María Núñez')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(submit);
    expect(
      within(fieldsetOf('p1')).getByText('Please enter the document number: 5 to 20 letters and digits.'),
    ).toBeInTheDocument();
    expect(within(fieldsetOf('p1')).getByText('Please choose a nationality.')).toBeInTheDocument();
    expect(within(fieldsetOf('p1')).getByLabelText(/^Expiry date/)).toHaveAttribute('aria-invalid', 'true');
    expect(called(api, 'checkinDocuments')).toEqual([]);

    await fillDocument(fieldsetOf('p1'), {
      number: 'x123 4567',
      expiry: '2030-01-31',
      nationality: 'ES',
      born: '1988-03-14',
    });
    await user.selectOptions(within(fieldsetOf('p4')).getByLabelText(/^Document type/), 'id_card');
    await fillDocument(fieldsetOf('p4'), {
      number: 'INF998877',
      expiry: '2026-12-01',
      nationality: 'PT',
      born: '2026-05-01',
    });
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
    expect(called(api, 'checkinDocuments').at(-1)).toEqual({
      orderId: SAMPLE_ORDER_ID,
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
          dateOfBirth: '2026-05-01',
        },
      ],
    });
    expect(api.current().passengers.map((p) => p.document?.number ?? null)).toEqual([
      '•••••4567',
      null,
      null,
      '•••••8877',
    ]);
  });

  it('shows saved documents masked, and a change needs the emailed code', async () => {
    const api = fakeCheckinApi({ view: withDocuments() });
    const onContinue = vi.fn();
    renderWith(
      api,
      <CheckinDocumentsPage
        orderId={SAMPLE_ORDER_ID}
        passengers={['p2']}
        onContinue={onContinue}
        onBack={vi.fn()}
      />,
    );
    const saved = await screen.findByTestId('saved-document-p2');
    expect(saved).toHaveTextContent('Passport •••••4568 · Spain');
    expect(saved).toHaveTextContent('Expires 06/30/2031 · Born 01/02/1985');
    expect(document.querySelectorAll('fieldset[data-passenger]')).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(within(saved).getByRole('button', { name: 'Change the document of João Gonçalves' }));
    // Everything but the number comes back; the number was never sent to the browser.
    expect(within(fieldsetOf('p2')).getByLabelText(/^Expiry date/)).toHaveValue('2031-06-30');
    expect(within(fieldsetOf('p2')).getByLabelText(/^Document number/)).toHaveValue('');
    await user.type(within(fieldsetOf('p2')).getByLabelText(/^Document number/), 'Y7654321');
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(await screen.findByText('We have sent a code to a•••••@example.com.')).toBeInTheDocument();
    expect(called(api, 'requestOtp')).toEqual([
      { orderId: SAMPLE_ORDER_ID, purpose: 'documents', language: 'en' },
    ]);
    await user.type(screen.getByLabelText(/^Code from the email/), '000000');
    await user.click(screen.getByTestId('documents-submit'));
    expect(
      await screen.findByText('This code is not right. Please check it and try again.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Code from the email/));
    await user.type(screen.getByLabelText(/^Code from the email/), FAKE_OTP);
    await user.click(screen.getByTestId('documents-submit'));
    await waitFor(() => expect(onContinue).toHaveBeenCalled());
    expect(api.current().passengers[1]!.document?.number).toBe('•••••4321');
  });

  it('goes straight on when every document is saved', async () => {
    const api = fakeCheckinApi({ view: withDocuments() });
    const onContinue = vi.fn();
    renderWith(
      api,
      <CheckinDocumentsPage orderId={SAMPLE_ORDER_ID} onContinue={onContinue} onBack={vi.fn()} />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalled();
    expect(called(api, 'checkinDocuments')).toEqual([]);
  });
});

describe('seats step', () => {
  it('offers only the fare’s free seats, books one, lists it as final and explains a seat taken', async () => {
    const api = fakeCheckinApi({ view: withDocuments() });
    const onContinue = vi.fn();
    renderWith(
      api,
      <CheckinSeatsPage
        orderId={SAMPLE_ORDER_ID}
        passengers={['p1', 'p2']}
        onContinue={onContinue}
        onBack={vi.fn()}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('seat-row-101-p2'));
    const seat = (id: string) => document.querySelector<HTMLElement>(`[data-seat="${id}"]`)!;
    expect(seat('1C')).toHaveAttribute('data-state', 'disabled'); // extra legroom costs money
    expect(seat('2A')).toHaveAttribute('data-state', 'disabled'); // someone else's
    expect(seat('3C')).toHaveAttribute('data-state', 'none'); // an exit row is fine for João
    await user.click(seat('4D'));
    expect(await screen.findByTestId('fixed-seat-101-p2')).toHaveTextContent('João Gonçalves: seat 4D');
    expect(called(api, 'checkinSeat')).toEqual([
      { orderId: SAMPLE_ORDER_ID, passengerRef: 'p2', flightRef: '101', seat: '4D' },
    ]);

    // Ana holds Mateo: no exit row for her.
    await user.click(screen.getByTestId('seat-row-101-p1'));
    expect(seat('3C')).toHaveAttribute('data-state', 'disabled');
    expect(seat('4D')).toHaveAttribute('data-state', 'disabled');
    await user.click(screen.getByTestId('seats-continue'));
    expect(onContinue).toHaveBeenCalled();
  });
});

describe('boarding passes step', () => {
  it('checks the chosen passengers in and shows each pass with its barcode, PDF and print button', async () => {
    const api = fakeCheckinApi({ view: withDocuments() });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderWith(
      api,
      <CheckinBoardingPassesPage orderId={SAMPLE_ORDER_ID} passengers={['p1', 'p3']} onStep={vi.fn()} />,
    );
    const pass = await screen.findByTestId('boarding-pass-p1-101');
    expect(called(api, 'checkinComplete')).toEqual([
      { orderId: SAMPLE_ORDER_ID, passengerRefs: ['p1', 'p3'] },
    ]);
    expect(screen.getByTestId('checkin-done')).toHaveTextContent('You are checked in.');
    expect(screen.queryByTestId('boarding-pass-p2-101')).toBeNull();
    expect(within(pass).getByTestId('pass-name')).toHaveTextContent('NUNEZ/ANA MARIA');
    expect(within(pass).getByTestId('pass-infant')).toHaveTextContent('With infant NUNEZ/MATEO');
    expect(within(pass).getByTestId('pass-departs')).toHaveTextContent('9:05 AM');
    expect(within(pass).getByTestId('pass-seat')).toHaveTextContent('4A');
    expect(within(pass).getByTestId('pass-sequence')).toHaveTextContent('025');
    expect(
      within(pass).getByRole('img', {
        name: 'Barcode of the boarding pass of NUNEZ/ANA MARIA, flight SK 210',
      }),
    ).toHaveAttribute(
      'src',
      `/api/boarding-pass.svg?orderId=${SAMPLE_ORDER_ID}&passenger=p1&flight=101&kind=qrcode`,
    );
    expect(within(pass).getByRole('link', { name: 'Download PDF: NUNEZ/ANA MARIA, SK 210' })).toHaveAttribute(
      'href',
      `/api/boarding-pass.pdf?orderId=${SAMPLE_ORDER_ID}&passenger=p1&flight=101&language=en`,
    );
    expect(screen.getByTestId('boarding-pass-p3-101')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print boarding passes' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('marks an arrival on a later local day +1 on the pass', async () => {
    const view = checkedIn();
    // Cancún 18:40 on 24 Dec (23:40Z) → Madrid 10:00 on 25 Dec (09:00Z).
    view.flights[0] = {
      ...view.flights[0]!,
      origin: 'CUN',
      destination: 'MAD',
      departureUtc: '2026-12-24T23:40:00Z',
      departureTimeZone: 'America/Cancun',
      arrivalUtc: '2026-12-25T09:00:00Z',
      arrivalTimeZone: 'Europe/Madrid',
    };
    renderWith(
      fakeCheckinApi({ view }),
      <CheckinBoardingPassesPage orderId={SAMPLE_ORDER_ID} onStep={vi.fn()} />,
    );
    const pass = await screen.findByTestId('boarding-pass-p1-101');
    expect(within(pass).getByTestId('pass-arrives')).toHaveTextContent(
      /^10:00\sAM \+1 \(arrives the next day\)$/,
    );
    expect(within(pass).getByTestId('pass-departs')).toHaveTextContent(/^6:40\sPM$/);
  });

  it('sends the traveller back to documents when one is missing', async () => {
    const onStep = vi.fn();
    renderWith(
      fakeCheckinApi({ view: sampleCheckin() }),
      <CheckinBoardingPassesPage orderId={SAMPLE_ORDER_ID} passengers={['p2']} onStep={onStep} />,
    );
    const failed = await screen.findByTestId('checkin-failed');
    expect(failed).toHaveTextContent('Please add the travel document of every passenger before checking in.');
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Back to documents' }));
    expect(onStep).toHaveBeenCalledWith('documents');
  });

  it('only shows the passes already issued when the URL names nobody', async () => {
    const api = fakeCheckinApi({ view: checkedIn() });
    renderWith(api, <CheckinBoardingPassesPage orderId={SAMPLE_ORDER_ID} onStep={vi.fn()} />);
    expect(await screen.findAllByTestId(/^boarding-pass-p\d-101$/)).toHaveLength(3);
    expect(called(api, 'checkinComplete')).toEqual([]);
  });
});
