import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleOrder } from '@skybook/booking-order/testing';
import { OrderFixture, paidOrder } from '../testing/order-fixture.tsx';
import { FunnelFrame } from './funnel-frame.tsx';

const order = sampleOrder();
const meta = {
  title: 'Booking funnel/FunnelFrame',
  component: FunnelFrame,
  decorators: [
    (Story, { parameters }) => (
      <OrderFixture
        order={parameters['paid'] ? paidOrder() : sampleOrder({ expired: Boolean(parameters['expired']) })}
      >
        <Story />
      </OrderFixture>
    ),
  ],
  args: {
    title: 'A funnel step',
    routeName: 'extras',
    orderId: order.orderId,
    children: (held) => <p data-testid="step-content">The step for order {held.orderId}</p>,
  },
} satisfies Meta<typeof FunnelFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A held order: the step's content, the countdown and the price beside it. */
export const Held: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByTestId('step-content', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { orderId: null } };
export const HoldExpired: Story = {
  parameters: { expired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('step-content')).toBeNull();
  },
};
export const NotFound: Story = {
  args: { orderId: undefined, notFound: { title: 'Find your booking', body: <p>Type your reference.</p> } },
};
export const Paid: Story = { parameters: { paid: true }, args: { paid: true, routeName: 'confirmation' } };
