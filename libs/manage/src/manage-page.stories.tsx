import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ManagePage } from './manage-page.tsx';
import { bookedOrder, manageResponse } from './testing/booked-order.ts';
import { FAKE_OTP, type FakeManageOptions } from './testing/fake-manage-api.ts';
import { ManageFixture } from './testing/manage-fixture.tsx';

const window = { opensAt: '2026-12-22T08:05:00Z', closesAt: '2026-12-24T07:05:00Z' };

/**
 * The manage page over fixed answers for booking K7MX2Q (last name Núñez): every change answers
 * with the booking as it is and any emailed code is accepted. A change to pay is shown by
 * `ChangePayment`'s stories; the server's rules are exercised by the page's spec over the real API.
 */
function Demo({
  options,
  onPaid,
  onCancelled,
}: {
  options: FakeManageOptions;
  onPaid(): void;
  onCancelled(): void;
}) {
  return (
    <ManageFixture options={options}>
      <ManagePage
        referenceCode="K7MX2Q"
        lastName="Núñez"
        onOrder={() => undefined}
        onPaid={onPaid}
        onCancelled={onCancelled}
      />
    </ManageFixture>
  );
}

const meta = {
  title: 'Manage booking/ManagePage',
  component: Demo,
  parameters: { docs: { description: { component: `One-time code: ${FAKE_OTP}` } } },
  args: { options: {}, onPaid: fn(), onCancelled: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Booking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('K7MX2Q', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Contact details' })).toBeInTheDocument();
  },
};
export const NotFound: Story = {
  args: { options: { lookup: 'not_found' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('manage-problem')).toBeInTheDocument();
  },
};
export const TooManyTries: Story = { args: { options: { lookup: 'rate_limited' } } };
export const CheckinOpen: Story = {
  args: { options: { booking: manageResponse(bookedOrder(), { checkin: { state: 'open', ...window } }) } },
};
export const Refunded: Story = {
  args: {
    options: {
      booking: manageResponse(bookedOrder({ status: 'REFUNDED', seats: [] }), {
        cancellable: false,
        checkin: { state: 'closed', ...window },
      }),
    },
  },
};
