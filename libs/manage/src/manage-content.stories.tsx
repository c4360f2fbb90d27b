import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ManageContent } from './manage-content.tsx';
import { bookedOrder, manageResponse } from './testing/booked-order.ts';
import { ManageFixture } from './testing/manage-fixture.tsx';

const meta = {
  title: 'Manage booking/ManageContent',
  component: ManageContent,
  decorators: [
    (Story, { args }) => (
      <ManageFixture options={{ booking: args.booking }}>
        <Story />
      </ManageFixture>
    ),
  ],
  args: {
    booking: manageResponse(),
    bookingReadAt: Date.parse('2026-11-23T10:00:00Z'),
    locale: 'en',
    onPaid: fn(),
    onCancelled: fn(),
  },
} satisfies Meta<typeof ManageContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A booked trip: its sections, changes open until the first departure. */
export const Booked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Itinerary' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Booking history' })).toBeInTheDocument();
  },
};
/** Refunded: nothing left to change, contact kept as it was. */
export const Refunded: Story = {
  args: {
    booking: manageResponse(bookedOrder({ status: 'REFUNDED', seats: [] }), { cancellable: false }),
  },
};
