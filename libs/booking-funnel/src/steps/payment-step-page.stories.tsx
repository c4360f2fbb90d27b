import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleOrder } from '@skybook/booking-order/testing';
import { OrderFixture } from '../testing/order-fixture.tsx';
import { PaymentStepPage } from './payment-step-page.tsx';

const order = sampleOrder();
const meta = {
  title: 'Booking funnel/PaymentStepPage',
  component: PaymentStepPage,
  decorators: [
    (Story, { parameters }) => (
      <OrderFixture
        order={sampleOrder({ expired: Boolean(parameters['expired']) })}
        payment={parameters['declined'] ? 'declined' : 'paid'}
      >
        <Story />
      </OrderFixture>
    ),
  ],
  args: { orderId: order.orderId, onPaid: fn() },
} satisfies Meta<typeof PaymentStepPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The test card pays the total shown and the funnel moves on to the confirmation. */
export const Pays: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('textbox', { name: /card number/i }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the fare conditions and terms/ }));
    await userEvent.type(card, '4242424242424242{Enter}');
    await waitFor(() => expect(args.onPaid).toHaveBeenCalled(), { timeout: 5000 });
  },
};
/** Paying without the terms: the box says so and takes the focus; nothing is paid (decision 121). */
export const TermsRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('textbox', { name: /card number/i }, { timeout: 5000 });
    await userEvent.type(card, '4242424242424242{Enter}');
    const box = canvas.getByRole('checkbox', { name: /I accept the fare conditions and terms/ });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};
/** A 360 px phone: the recap, the terms and the card above the price bar at the bottom. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Details' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};
/** A declined card: the refusal sits beside the card, nothing is paid. */
export const Declined: Story = {
  parameters: { declined: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('textbox', { name: /card number/i }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the fare conditions and terms/ }));
    await userEvent.type(card, '4000000000000002{Enter}');
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(args.onPaid).not.toHaveBeenCalled();
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
