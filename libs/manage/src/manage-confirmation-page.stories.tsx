import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ManageBookingResponse } from '@skybook/api-contract';
import { expect, within } from 'storybook/test';
import { ManageConfirmationPage } from './manage-confirmation-page.tsx';
import type { ManageChange } from './manage-search.ts';
import { bookedOrder, manageResponse } from './testing/booked-order.ts';
import { ManageFixture } from './testing/manage-fixture.tsx';

const at = '2026-11-23T10:00:00Z';
const paid: ManageBookingResponse = {
  ...manageResponse(),
  history: [
    ...manageResponse().history,
    { type: 'changed', at, details: { round: 1, amount: 3_500, currency: 'EUR' } },
  ],
};
const cancelled: ManageBookingResponse = {
  ...manageResponse(bookedOrder({ status: 'REFUNDED' }), { cancellable: false }),
  history: [
    ...manageResponse().history,
    { type: 'cancelled', at, details: { refund: 4_200, kept: 38_700, currency: 'EUR' } },
    { type: 'refunded', at, details: { amount: 4_200, currency: 'EUR' } },
  ],
};

/** The confirmation after a change; its amounts come from the booking's history, read from the (fake) server. */
function Demo({ booking, change }: { booking: ManageBookingResponse; change?: ManageChange }) {
  return (
    <ManageFixture options={{ booking }}>
      <ManageConfirmationPage orderId={booking.order.orderId} change={change} />
    </ManageFixture>
  );
}

const meta = {
  title: 'Manage booking/ManageConfirmationPage',
  component: Demo,
  args: { booking: paid, change: 'paid' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChangePaid: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/35/, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
export const CancelledAndRefunded: Story = { args: { booking: cancelled, change: 'cancelled' } };
/** Opened without an order in the URL. */
export const NoOrder: Story = { args: { booking: paid, change: undefined } };
