import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FakeCardField } from '../testing/fake-card-field.tsx';
import { CardFieldContext } from './card-field.ts';
import { PaymentForm } from './payment-form.tsx';

/**
 * The sites frame the payment gateway's own card field here (decision 020); Storybook runs no
 * gateway, so a clearly labelled test field stands in, tokenizing as `tok_fake_<digits>`.
 */
const meta = {
  title: 'Booking/Checkout/PaymentForm',
  component: PaymentForm,
  args: { amount: 48900, currency: 'EUR', locale: 'en', onSubmit: fn() },
  decorators: [
    (Story) => (
      <CardFieldContext.Provider value={FakeCardField}>
        <div style={{ padding: '2rem' }}>{Story()}</div>
      </CardFieldContext.Provider>
    ),
  ],
} satisfies Meta<typeof PaymentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Declined: Story = { args: { error: 'errors.card_declined' } };
export const Submitting: Story = { args: { submitting: true } };
export const RetryingAnUnansweredPayment: Story = {
  args: { retryCard: { cardToken: 'tok_fake_4242424242424242', brand: 'visa', last4: '4242' } },
};

/** By keyboard: Tab to the card field, type the test card, Enter pays with its token. */
export const PaysByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /card number/i })).toHaveFocus();
    await userEvent.keyboard('4242424242424242{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cardToken: 'tok_fake_4242424242424242',
      brand: 'visa',
      last4: '4242',
    });
  },
};
