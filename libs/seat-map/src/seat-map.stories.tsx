import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SAMPLE_LAYOUT, SAMPLE_PASSENGERS, SAMPLE_RULES } from './fixtures.ts';
import type { SeatPassenger } from './layout.ts';
import { SeatMap } from './seat-map.tsx';

const FLIGHTS = [
  { id: 'out', label: 'MAD → LIS', layout: SAMPLE_LAYOUT, rules: SAMPLE_RULES },
  { id: 'back', label: 'LIS → MAD', layout: SAMPLE_LAYOUT, rules: SAMPLE_RULES },
];

/** Keeps chosen seats in state, as the funnel page will (the server holds them later). */
function Demo({ passengers, currency }: { passengers: SeatPassenger[]; currency: string }) {
  const [list, setList] = useState(passengers);
  return (
    <div style={{ padding: '2rem', maxWidth: '48rem' }}>
      <SeatMap
        flights={FLIGHTS}
        passengers={list}
        currency={currency}
        locale="en"
        onSelectSeat={(c) =>
          setList((ps) =>
            ps.map((p) =>
              p.id === c.passengerId ? { ...p, seats: { ...p.seats, [c.flightId]: c.seat } } : p,
            ),
          )
        }
      />
    </div>
  );
}

const meta = {
  title: 'Booking/SeatMap',
  component: Demo,
  args: { passengers: SAMPLE_PASSENGERS, currency: 'EUR' },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seat state "none": every row offers Select, no container open. */
export const None: Story = {};

/** Seat state "active": the first row is open and 2A chosen. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('seat-row-out-p1'));
    await userEvent.click(canvas.getByRole('button', { name: /^Row 2, seat A,/ }));
    await expect(canvas.getByRole('button', { name: /^Row 2, seat A,.*selected$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/**
 * Seat state "disabled": the map of Ana, who carries an infant on her lap (the server's rules
 * bar her from exit rows), where sold seats and the exit row cannot be chosen.
 */
export const Disabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('seat-row-out-p1'));
    await expect(canvas.getByRole('button', { name: /^Row 4, seat A,.*not available$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Family seating: the adult sits in 3E, the child is offered 3D. */
export const FamilySeating: Story = {
  args: {
    passengers: SAMPLE_PASSENGERS.map((p) => (p.id === 'p1' ? { ...p, seats: { out: '3E' } } : p)),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('seat-row-out-p2'));
  },
};

export const InUsDollars: Story = { args: { currency: 'USD' } };
