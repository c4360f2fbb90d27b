import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AgencySessionUser, Order } from '@skybook/api-contract';
import { AppContextFixture } from '@skybook/ssr';
import { sampleOrder } from '@skybook/booking-order/testing';
import { OnAccountPayment } from './on-account-payment.tsx';

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

function Payment({ order }: { order: Order }) {
  return (
    <AppContextFixture api={{ payOnAccount: async () => ({ ...order, status: 'CONFIRMED' }) }}>
      <OnAccountPayment
        order={order}
        agency={agency}
        locale="en"
        agreedTotal={order.total.amount}
        termsAccepted
        onPaid={() => {}}
      />
    </AppContextFixture>
  );
}

const meta = {
  title: 'Booking funnel/On-account payment',
  component: Payment,
  args: { order: sampleOrder({ total: { amount: 28_000, currency: 'EUR' } }) },
} satisfies Meta<typeof Payment>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order is in the agency's currency: one click books it against the credit. */
export const InTheAgencyCurrency: Story = {};
/** Decision 014: an order in another currency (held before signing in) is said so at once. */
export const InAnotherCurrency: Story = {
  args: { order: sampleOrder({ currency: 'MXN', total: { amount: 560_000, currency: 'MXN' } }) },
};
