import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SeatChoicesReview } from './seat-choices-review.tsx';

const meta = {
  title: 'Check-in/SeatChoicesReview',
  component: SeatChoicesReview,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '40rem' }}>{Story()}</div>],
  args: {
    choices: [
      { flightRef: '101', passengerRef: 'p1', route: 'MAD → LIS', name: 'Ana Núñez', seat: '12C' },
      { flightRef: '101', passengerRef: 'p3', route: 'MAD → LIS', name: 'Eva Núñez', seat: '12D' },
    ],
    busy: false,
    onChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof SeatChoicesReview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Review: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Confirm your seats' })).toHaveFocus();
    await expect(canvas.getByTestId('seat-choice-101-p1')).toHaveTextContent(
      'MAD → LIS: Ana Núñez, seat 12C',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Change seats' }));
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm seats and check in' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** While the seats are being taken, neither button acts twice. */
export const Sending: Story = {
  args: { busy: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm seats and check in' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Change seats' })).toBeDisabled();
  },
};
