import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_LAYOUT } from './fixtures.ts';
import { SeatGrid, type SeatGridProps } from './seat-grid.tsx';

/** Keeps the chosen seat, as the seat map does around it. */
function Demo(props: SeatGridProps) {
  const [active, setActive] = useState(props.activeSeat);
  return (
    <SeatGrid
      {...props}
      activeSeat={active}
      onSelect={(id) => {
        setActive(id);
        props.onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'Booking/SeatGrid',
  component: Demo,
  decorators: [(Story) => <div style={{ padding: '2rem', maxWidth: '40rem' }}>{Story()}</div>],
  args: {
    layout: SAMPLE_LAYOUT,
    label: 'Seats on MAD → LIS',
    currency: 'EUR',
    locale: 'en',
    onSelect: fn(),
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const SeatChosen: Story = { args: { activeSeat: '3A' } };
/** Exit row 4 barred (a passenger with an infant), 3D suggested next to a companion. */
export const DisabledAndSuggested: Story = {
  args: { isDisabled: (id) => id.startsWith('4'), suggestedSeat: '3D' },
};

/** One tab stop; the arrow keys move seat by seat and Enter chooses. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Row 2, seat A,/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('2A');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^Row 2, seat B,/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('2B');
  },
};
