import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Order } from '@skybook/api-contract';
import { ChangePayment } from './change-payment.tsx';
import { bookedOrder, manageResponse } from './testing/booked-order.ts';
import { ManageFixture } from './testing/manage-fixture.tsx';

/** K7MX2Q with a checked bag added on the outbound flight after booking: €35.00 to pay. */
const base = bookedOrder();
const changed: Order = bookedOrder({
  lines: [
    ...base.lines,
    {
      kind: 'extra',
      code: 'bag-checked',
      passenger: 'p1',
      flight: '101',
      quantity: 1,
      amount: 3_500,
      pending: true,
    },
  ],
  amountDue: { amount: 3_500, currency: 'EUR' },
  changeExpiresAt: '2026-11-23T10:30:00Z',
});

const meta = {
  title: 'Manage booking/ChangePayment',
  component: ChangePayment,
  decorators: [
    (Story, { args }) => (
      <ManageFixture options={{ booking: manageResponse(args.order) }}>
        <div style={{ padding: '2rem', maxWidth: '48rem' }}>
          <Story />
        </div>
      </ManageFixture>
    ),
  ],
  args: { order: changed, locale: 'en', timeZone: 'Europe/Madrid', onPaid: fn() },
} satisfies Meta<typeof ChangePayment>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AmountDue: Story = {};

/** The test card pays the amount shown; the page then moves on to the confirmation. */
export const Pays: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /card number/i }), '4242424242424242{Enter}');
    await waitFor(() => expect(args.onPaid).toHaveBeenCalledWith(changed.orderId), { timeout: 5000 });
  },
};

/** The gateway declines the card: the refusal shows beside the card, nothing is paid. */
export const Declined: Story = {
  decorators: [
    (Story, { args }) => (
      <ManageFixture options={{ booking: manageResponse(args.order), payment: 'declined' }}>
        <Story />
      </ManageFixture>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /card number/i }), '4242424242424242{Enter}');
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    await expect(args.onPaid).not.toHaveBeenCalled();
  },
};
