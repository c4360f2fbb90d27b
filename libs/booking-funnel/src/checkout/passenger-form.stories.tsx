import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PassengerForm } from './passenger-form.tsx';

const meta = {
  title: 'Booking/Checkout/PassengerForm',
  component: PassengerForm,
  args: { counts: { adults: 2, children: 1, infants: 1 }, departureDate: '2026-12-20', onSubmit: () => {} },
  decorators: [(Story) => <div style={{ padding: '2rem' }}>{Story()}</div>],
} satisfies Meta<typeof PassengerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Family: Story = {};
export const OneAdult: Story = { args: { counts: { adults: 1, children: 0, infants: 0 } } };

/** Submitting empty: every field error shown, focus on the first. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('passengers-submit'));
    // Found, not got: a submit waits for the phone rules if they are still loading (decision 097).
    await expect((await canvas.findAllByRole('alert')).length).toBeGreaterThan(0);
  },
};

export const FromServer: Story = {
  args: { serverErrors: { 'passengers.0.lastName': 'errors.invalid_passenger_name' } },
};
