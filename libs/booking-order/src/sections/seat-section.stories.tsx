import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Order } from '@skybook/api-contract';
import { AppContextFixture } from '@skybook/ssr';
import { fakeOrderApi, sampleOrder } from '../testing/order-fixture.ts';
import { SeatSection } from './seat-section.tsx';

/** The section over fixed answers about `order` (the seat maps: 1A taken, row 1 extra legroom, row 2 exits). */
function Demo({ order }: { order: Order }) {
  const [api] = useState(() => fakeOrderApi(order, { delayMs: 50 }));
  return (
    <AppContextFixture api={api}>
      <div style={{ padding: '2rem', maxWidth: '48rem' }}>
        <SeatSection order={order} locale="en" />
      </div>
    </AppContextFixture>
  );
}

const meta = {
  title: 'Booking/Sections/SeatSection',
  component: Demo,
  args: { order: sampleOrder() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every passenger's row on every flight, once the seat maps are read. */
export const NoSeats: Story = {
  play: async ({ canvasElement }) => {
    const rows = await within(canvasElement).findAllByTestId(/^seat-row-/, {}, { timeout: 5000 });
    await expect(rows.length).toBeGreaterThan(0);
  },
};
export const SeatChosen: Story = {
  args: {
    order: sampleOrder({ seats: [{ passengerRef: 'p1', flightRef: '101', seat: '3C', category: 'STC1' }] }),
  },
};
