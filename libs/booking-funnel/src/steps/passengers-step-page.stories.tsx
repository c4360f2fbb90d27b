import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleOrder } from '@skybook/booking-order/testing';
import { OrderFixture } from '../testing/order-fixture.tsx';
import { PassengersStepPage } from './passengers-step-page.tsx';

const order = sampleOrder();
const meta = {
  title: 'Booking funnel/PassengersStepPage',
  component: PassengersStepPage,
  decorators: [
    (Story) => (
      <OrderFixture order={order}>
        <Story />
      </OrderFixture>
    ),
  ],
  args: { orderId: order.orderId, onContinue: fn() },
} satisfies Meta<typeof PassengersStepPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Passengers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('textbox', {}, { timeout: 5000 })).not.toHaveLength(0);
  },
};
/** No order in the URL nor in this tab's memory. */
export const NoOrder: Story = { args: { orderId: undefined } };
