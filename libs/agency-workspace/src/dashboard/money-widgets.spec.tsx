import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@skybook/i18n';
import { withI18n } from '@skybook/i18n/testing';
import { BookingTotals } from './booking-totals.tsx';
import { CreditSummary } from './credit-summary.tsx';

describe('CreditSummary', () => {
  it("shows limit, held, used and available in the agency's currency", () => {
    render(
      withI18n(
        <CreditSummary
          currency="MXN"
          creditLimit={50_000_000}
          reserved={500_000}
          used={1_025_000}
          available={48_475_000}
        />,
      ),
    );
    expect(screen.getByTestId('credit-limit')).toHaveTextContent(formatMoney(50_000_000, 'MXN', 'en'));
    expect(screen.getByTestId('credit-reserved')).toHaveTextContent(formatMoney(500_000, 'MXN', 'en'));
    expect(screen.getByTestId('credit-used')).toHaveTextContent(formatMoney(1_025_000, 'MXN', 'en'));
    expect(screen.getByTestId('credit-available')).toHaveTextContent(formatMoney(48_475_000, 'MXN', 'en'));
    expect(screen.getByText('Amounts in MXN, your agency’s currency.')).toBeInTheDocument();
  });
});

describe('BookingTotals', () => {
  it('shows each currency apart: ticketed sales and commission, held apart', () => {
    render(
      withI18n(
        <BookingTotals
          totals={[
            {
              currency: 'EUR',
              count: 3,
              ticketed: 1,
              sales: 45_900,
              commission: 3_672,
              held: 1,
              heldAmount: 61_250,
            },
            {
              currency: 'MXN',
              count: 2,
              ticketed: 2,
              sales: 1_025_000,
              commission: 82_000,
              held: 0,
              heldAmount: 0,
            },
          ]}
        />,
      ),
    );
    const [eur, mxn] = screen.getAllByTestId('booking-totals');
    expect(eur).toHaveAttribute('data-currency', 'EUR');
    expect(within(eur!).getByTestId('totals-sales')).toHaveTextContent(formatMoney(45_900, 'EUR', 'en'));
    expect(within(eur!).getByTestId('totals-commission')).toHaveTextContent(formatMoney(3_672, 'EUR', 'en'));
    expect(within(eur!).getByTestId('totals-held')).toHaveTextContent(formatMoney(61_250, 'EUR', 'en'));
    expect(within(eur!).getByText('Held, not ticketed (1)')).toBeInTheDocument();
    expect(within(eur!).getByText('Total sales (ticketed: 1)')).toBeInTheDocument();
    expect(within(mxn!).getByTestId('totals-sales')).toHaveTextContent(formatMoney(1_025_000, 'MXN', 'en'));
    expect(within(mxn!).getByTestId('totals-commission')).toHaveTextContent(formatMoney(82_000, 'MXN', 'en'));
  });

  it('shows nothing without bookings (the bookings table says so)', () => {
    const { container } = render(withI18n(<BookingTotals totals={[]} />));
    expect(container).toBeEmptyDOMElement();
  });
});
