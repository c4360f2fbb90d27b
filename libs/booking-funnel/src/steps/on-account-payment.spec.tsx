import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type AgencySessionUser, type Order } from '@skybook/api-contract';
import { AppContextFixture } from '@skybook/ssr';
import { sampleOrder } from '@skybook/booking-order/testing';
import { OnAccountPayment } from './on-account-payment.tsx';

const english = () => {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  return i18n;
};
const agency: AgencySessionUser = {
  type: 'agency',
  uid: 'andesAdmin0000000001',
  name: 'Marta Andes',
  role: 'admin',
  agencyName: 'Andes Viajes',
  credit: 2_500_000,
  currency: 'EUR',
  sessionId: 'abcdefghij',
};

function renderPayment(order: Order, payOnAccount: (input: unknown) => Promise<Order>) {
  const onPaid = vi.fn();
  render(
    <AppContextFixture api={{ payOnAccount }} i18n={english()}>
      <OnAccountPayment
        order={order}
        agency={agency}
        locale="en"
        agreedTotal={order.total.amount}
        onPaid={onPaid}
      />
    </AppContextFixture>,
  );
  return onPaid;
}

describe('OnAccountPayment (decision 014)', () => {
  it("books an order in the agency's currency on account", async () => {
    const order = sampleOrder({ total: { amount: 28_000, currency: 'EUR' } });
    const pay = vi.fn(async () => ({ ...order, status: 'CONFIRMED' as const }));
    const onPaid = renderPayment(order, pay);
    expect(screen.queryByTestId('on-account-currency')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Book on account for/ }));
    expect(pay).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledWith(order.orderId);
  });

  it('says at once that an order in another currency cannot go on account, and offers no button', () => {
    const order = sampleOrder({ currency: 'MXN', total: { amount: 560_000, currency: 'MXN' } });
    const pay = vi.fn();
    renderPayment(order, pay);
    expect(screen.getByTestId('on-account-currency')).toHaveTextContent(
      'This booking is in MXN, but bookings on account are made in your agency’s currency, EUR. Search again to see the prices in EUR.',
    );
    expect(screen.queryByRole('button', { name: /Book on account/ })).toBeNull();
    expect(pay).not.toHaveBeenCalled();
  });

  it("explains the server's currency refusal (a field error on currency)", async () => {
    const order = sampleOrder({ total: { amount: 28_000, currency: 'EUR' } });
    const refusal = new ApiError(409, {
      error: 'errors.invalid_currency',
      fields: { currency: 'errors.invalid_currency' },
    });
    renderPayment(order, () => Promise.reject(refusal));
    await userEvent.click(screen.getByRole('button', { name: /^Book on account for/ }));
    expect(await screen.findByTestId('on-account-currency')).toHaveTextContent('This booking is in EUR');
  });
});
