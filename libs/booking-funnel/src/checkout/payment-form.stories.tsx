import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaymentForm } from './payment-form.tsx';

const meta = {
  title: 'Booking/Checkout/PaymentForm',
  component: PaymentForm,
  args: { amount: 48900, currency: 'EUR', locale: 'en', onSubmit: () => {} },
  decorators: [(Story) => <div style={{ padding: '2rem' }}>{Story()}</div>],
} satisfies Meta<typeof PaymentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Declined: Story = { args: { error: 'errors.card_declined' } };
export const Submitting: Story = { args: { submitting: true } };

/** Test card 4111 1111 1111 1112 fails the Luhn check. */
export const InvalidNumber: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /card number/i }), '4111111111111112');
    await userEvent.click(canvas.getByTestId('payment-submit'));
    await expect(canvas.getByRole('textbox', { name: /card number/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Amex: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('textbox', { name: /card number/i }),
      '378282246310005',
    );
  },
};
