import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityControl } from './quantity-control.tsx';

/** The control with its count kept locally, as the server would answer it. */
function Demo({
  start,
  min,
  max,
  onChange,
}: {
  start: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const [count, setCount] = useState(start);
  return (
    <QuantityControl
      label="Checked bag, 23 kg for Ana Pérez, MAD → LIS"
      addLabel="Add one Checked bag, 23 kg for Ana Pérez, MAD → LIS"
      removeLabel="Remove one Checked bag, 23 kg for Ana Pérez, MAD → LIS"
      count={count}
      min={min}
      max={max}
      testId="count"
      onChange={(n) => {
        onChange(n);
        setCount(n);
      }}
    />
  );
}

const meta = {
  title: 'Booking/Checkout/QuantityControl',
  component: Demo,
  args: { start: 0, min: 0, max: 2, onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** + and − by keyboard, never past the quoted counts. */
export const ByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: /^Add one / });
    add.focus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await expect(canvas.getByTestId('count')).toHaveTextContent('2');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(add).toHaveAttribute('aria-disabled', 'true');
  },
};
/** What the fare includes is the floor: − is disabled there. */
export const AtItsFloor: Story = {
  args: { start: 1, min: 1, max: 3 },
  play: async ({ canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: /^Remove one / });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
  },
};
