import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '@skybook/i18n/testing';
import { AppContextFixture } from '@skybook/ssr';
import { ManageConfirmationPage } from './manage-confirmation-page.tsx';
import type { ManageChange } from './manage-search.ts';
import { bookedOrder, manageResponse } from './testing/booked-order.ts';
import { fakeManageApi } from './testing/fake-manage-api.ts';

const ORDER_ID = bookedOrder().orderId;
const at = '2026-11-23T10:00:00Z';

function renderPage(history: Array<{ type: string; details: Record<string, string | number> }>, change: ManageChange | undefined, orderId: string | null = ORDER_ID) {
  const base = manageResponse();
  const booking = { ...base, history: [...base.history, ...history.map((h) => ({ ...h, at }))] };
  const { api } = fakeManageApi({ booking });
  render(
    <AppContextFixture api={api} i18n={englishI18n}>
      <ManageConfirmationPage orderId={orderId ?? undefined} change={change} />
    </AppContextFixture>,
  );
}

describe('manage confirmation page', () => {
  it('sums up a paid change from the booking history, with a link back', async () => {
    renderPage([{ type: 'changed', details: { round: 1, amount: 3_500, currency: 'EUR' } }], 'paid');
    expect(await screen.findByTestId('change-paid')).toHaveTextContent('Your changes to booking K7MX2Q are paid: we charged 35.00 € to your card.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your changes are saved');
    expect(screen.getByTestId('back-to-manage')).toHaveAttribute('href', '/en/manage?referenceCode=K7MX2Q&lastName=N%C3%BA%C3%B1ez');
  });

  it('sums up a cancellation and its refund', async () => {
    renderPage(
      [
        { type: 'cancelled', details: { refund: 4_200, kept: 38_700, currency: 'EUR' } },
        { type: 'refunded', details: { amount: 4_200, currency: 'EUR' } },
      ],
      'cancelled',
    );
    expect(await screen.findByTestId('change-cancelled')).toHaveTextContent('Booking K7MX2Q is cancelled.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your booking is cancelled');
    expect(screen.getByTestId('refund-outcome')).toHaveTextContent('We have refunded 42.00 € to your card.');
    expect(screen.getByText('Not refunded under your fare’s conditions: 387.00 €.')).toBeInTheDocument();
  });

  it('says when the refund did not go through yet', async () => {
    renderPage(
      [
        { type: 'cancelled', details: { refund: 4_200, kept: 0, currency: 'EUR' } },
        { type: 'refund_failed', details: { amount: 4_200, currency: 'EUR' } },
      ],
      'cancelled',
    );
    expect(await screen.findByTestId('refund-outcome')).toHaveTextContent('Your refund of 42.00 € could not be made yet.');
  });

  it('says when there is no booking to show', () => {
    renderPage([], 'paid', null);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not find this booking.');
  });
});
