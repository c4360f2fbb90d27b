import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fakeOrderApi, sampleOrder } from '@skybook/booking-order/testing';
import { AppContextFixture } from '@skybook/ssr';
import { CheckinNotOpenYet, CheckinRefused } from './checkin-unavailable.tsx';

/** Before the window: when it opens, in the departure airport's local time (read from the order). */
const order = sampleOrder();
const meta = {
  title: 'Check-in/CheckinUnavailable',
  component: CheckinNotOpenYet,
  decorators: [
    (Story) => (
      <AppContextFixture api={fakeOrderApi(order)}>
        <div style={{ padding: '2rem', maxWidth: '48rem' }}>
          <Story />
        </div>
      </AppContextFixture>
    ),
  ],
  args: { orderId: order.orderId, opensAt: '2026-12-22T08:05:00Z' },
} satisfies Meta<typeof CheckinNotOpenYet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotOpenYet: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByTestId('checkin-opens-at', {}, { timeout: 5000 }),
    ).toHaveTextContent('local time');
  },
};
/** Refused by the server (window closed, booking not found…): the reason and a new lookup. */
export const Closed: Story = { render: () => <CheckinRefused errorKey="checkin.closed" /> };
export const NotFound: Story = {
  render: () => <CheckinRefused errorKey="reservation.not_found" />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Look up your booking again' }),
    ).toHaveAttribute('href', '/en/checkin');
  },
};
