import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderFixture, paidOrder } from '../testing/order-fixture.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';

const meta = {
  title: 'Booking funnel/ConfirmationPage',
  component: ConfirmationPage,
  decorators: [
    (Story) => (
      <OrderFixture order={paidOrder()}>
        <Story />
      </OrderFixture>
    ),
  ],
  args: { orderId: paidOrder().orderId },
} satisfies Meta<typeof ConfirmationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('K7MX2Q', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
/** Someone else's order, or none: the page asks for the reference and last name instead. */
export const NotFound: Story = {
  args: { orderId: undefined, lookup: <p>Find your booking with its reference and last name.</p> },
};
