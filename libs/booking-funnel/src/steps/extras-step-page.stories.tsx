import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleOrder } from '@skybook/booking-order/testing';
import { OrderFixture } from '../testing/order-fixture.tsx';
import { ExtrasStepPage } from './extras-step-page.tsx';

const order = sampleOrder();
const meta = {
  title: 'Booking funnel/ExtrasStepPage',
  component: ExtrasStepPage,
  decorators: [
    (Story, { parameters }) => (
      <OrderFixture order={sampleOrder({ expired: Boolean(parameters['expired']) })}>
        <Story />
      </OrderFixture>
    ),
  ],
  args: { orderId: order.orderId, onOrder: fn(), onContinue: fn() },
} satisfies Meta<typeof ExtrasStepPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bags and seats for the held order, then "Continue" to the passengers. */
export const Extras: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const next = await canvas.findByRole('button', { name: /Continue/ }, { timeout: 5000 });
    await userEvent.click(next);
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledWith(order.orderId));
  },
};
/** An expired hold: the step says so instead of offering the order (the play waits for the answer, so no fetch outlives the story). */
export const HoldExpired: Story = {
  parameters: { expired: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your seats are no longer held.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
